import SceneScripts
import ChessScenes
import Foundation
import MotionKit
import TestSupport
import Testing

/// Feeds the parser and validator thousands of random and mutated scripts. Nothing a user types
/// may crash them, and every error must point inside the text it was given.
@Suite("Scene scripts: fuzzing the parser and validator")
struct ScriptFuzzTests {

    static let alphabet = Array("abcdefgh12345678 NBRQKOx=+#-.:\"\\{}();*\t\n\r\n  é0123456789moves:pgn:from every caption at size")
    static let words = ["name:", "duration:", "still:", "speed:", "fade-in:", "fade-out:", "start:", "board:",
                        "orientation:", "coordinates:", "theme:", "pieces:", "avatars:", "moves:", "pgn:", "caption",
                        "startpos", "centred", "side", "at", "from", "every", "\"", "1.0-2.5", "O-O", "e4", "Nf3", "{", "}",
                        "e7 e8=N", "-", "#", "\n", "  ", "1.", "0.9", "1e9", "-4", "99999999999999999999999999999"]

    static func examples() throws -> [String] {
        let folders = ["Examples/Scenes", "Examples/Broken"].map { Fixtures.url($0) }
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "scene" }
                .sorted { $0.path < $1.path }
                .map { try String(contentsOf: $0, encoding: .utf8) }
        }
    }

    /// Fast, font-free sizes: the fuzz is about crashes and locations, not typography.
    static let measure: @Sendable ([(text: String, style: TextStyle)]) -> [Size] = { texts in
        texts.map { Size(Double($0.text.count) * $0.style.size * 0.6, $0.style.size * 1.2) }
    }

    /// Every located diagnostic must sit on a line of the text, at most one column past its end.
    func checkLocations(_ diagnostics: [SceneDiagnostic], in text: String) {
        let lines = ScriptSourceLines.lines(of: text)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            guard location.line >= 1, location.line <= lines.count else {
                Issue.record("line out of range: \(diagnostic) in \(text.debugDescription)")
                continue
            }
            #expect(location.column >= 1 && location.column <= lines[location.line - 1].count + 1,
                    "column out of range: \(diagnostic) in \(text.debugDescription)")
        }
    }

    func run(_ text: String) {
        let parsed = SceneScriptParser.parse(text)
        checkLocations(parsed.errors.map(SceneDiagnostic.init), in: text)
        if let script = parsed.script {
            let validation = SceneValidator.validate(script, measure: Self.measure)
            checkLocations(validation.diagnostics, in: text)
        } else {
            #expect(!parsed.errors.isEmpty)
        }
    }

    @Test func randomTextNeverCrashesAndErrorsPointInsideIt() {
        var rng = SeededGenerator(seed: 0xC0FFEE)
        for _ in 0..<1500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &rng) {
                if Bool.random(using: &rng) {
                    text.append(Self.alphabet.randomElement(using: &rng) ?? " ")
                } else {
                    text += (Self.words.randomElement(using: &rng) ?? "") + " "
                }
            }
            run(text)
        }
    }

    @Test func mutatedExamplesNeverCrashAndErrorsPointInsideThem() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 20)
        var rng = SeededGenerator(seed: 0x5EED)
        for round in 0..<1500 {
            var characters = Array(examples[round % examples.count])
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                guard !characters.isEmpty else { break }
                let index = Int.random(in: 0..<characters.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: characters.remove(at: index)
                case 1: characters.insert(Self.alphabet.randomElement(using: &rng) ?? " ", at: index)
                case 2: characters[index] = Self.alphabet.randomElement(using: &rng) ?? " "
                case 3: characters.insert(contentsOf: Self.words.randomElement(using: &rng) ?? "", at: index)
                default: characters = Array(characters[..<index])
                }
            }
            run(String(characters))
        }
    }
}

/// Lines as the parser counts them (LF, CRLF or CR), for checking columns.
enum ScriptSourceLines {
    static func lines(of text: String) -> [[Character]] {
        var lines: [[Character]] = [[]]
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        return lines
    }
}
