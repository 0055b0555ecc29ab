import Foundation

/// A `chess-motion` command line shown in a fenced `sh` block of README.md or a guide in Docs/:
/// the one list the parse test (ChessMotionTests) and the run test (EndToEndTests) share, so a
/// command a reader may copy is one the tests try. A trailing `# fails: WHY` marks a line shown
/// failing on purpose, `# serves` one that runs until stopped (parsed, never run).
public struct DocumentedCommand: Sendable, CustomStringConvertible {
    public enum Expectation: Sendable, Equatable {
        case succeeds
        case fails(String)
        case serves
    }

    /// The document's path from the checkout's root, and the line's number in it.
    public let document: String
    public let line: Int
    /// The line as written: `NAME=value` assignments, `chess-motion`, its words, redirections.
    public let text: String
    public let expectation: Expectation

    public var description: String { "\(document):\(line): \(text)" }

    /// The words after `chess-motion`, up to a comment, pipe or redirection, quotes removed.
    public var arguments: [String] {
        let words = Self.shellWords(text)
        guard let tool = words.firstIndex(of: "chess-motion") else { return [] }
        return Array(words[(tool + 1)...])
    }

    /// README.md, then every guide in Docs/, by name.
    public static func documents() throws -> [String] {
        let guides = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return ["README.md"] + guides
    }

    /// Every command line of `document`, and the lines of its `sh` blocks that name the tool
    /// without starting with it (they would escape the tests, so they are problems).
    public static func commands(in document: String) throws -> (commands: [DocumentedCommand], problems: [String]) {
        let text = try String(contentsOf: Fixtures.url(document), encoding: .utf8)
        var commands: [DocumentedCommand] = [], problems: [String] = []
        var inShell = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            guard inShell else { continue }
            let words = line.split(separator: " ").map(String.init)
            let first = words.first { !$0.contains("=") }
            if first == "chess-motion" {
                commands.append(DocumentedCommand(document: document, line: index + 1, text: line, expectation: expectation(line)))
            } else if line.contains("chess-motion ") {
                problems.append("\(document):\(index + 1): '\(line)' runs chess-motion but does not start with it")
            }
        }
        return (commands, problems)
    }

    /// Every command line of every document.
    public static func all() throws -> [DocumentedCommand] {
        try documents().flatMap { try commands(in: $0).commands }
    }

    /// The mark in the line's trailing comment: `# fails: ...`, `# serves...`, or none.
    static func expectation(_ line: String) -> Expectation {
        guard let comment = comment(of: line) else { return .succeeds }
        if comment.hasPrefix("fails") {
            return .fails(comment.dropFirst("fails".count).trimmingCharacters(in: CharacterSet(charactersIn: ": ")))
        }
        return comment.hasPrefix("serves") ? .serves : .succeeds
    }

    /// The text after the first ` #` outside double quotes, trimmed.
    static func comment(of line: String) -> String? {
        var quoted = false, previous: Character = " "
        for (offset, character) in line.enumerated() {
            if character == "\"" { quoted.toggle() }
            if character == "#", !quoted, previous == " " {
                return String(line.dropFirst(offset + 1)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return nil
    }

    /// Words as a shell splits them (double quotes group), ending at a comment, pipe or redirection.
    public static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, hasWord = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                hasWord = true
            } else if character == " ", !quoted {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        if let end = words.firstIndex(where: { ["#", "|", "<", ">"].contains($0) }) { words = Array(words[..<end]) }
        return words
    }
}
