import ChessCore
import MotionKit

/// Reads the scene script format (Docs/SceneScripts.md): `key: value` lines, `caption`
/// statements, and a `moves:` or `pgn:` block whose lines run until the next key. The parser
/// checks form only — numbers, spans, squares, names — and leaves chess and timing to the
/// validator. It never stops at the first problem: each bad line is reported and skipped.
package enum SceneScriptParser {
    package static func parse(_ text: String) -> ScriptParseResult {
        var parser = State()
        for (offset, characters) in ScriptSource.lines(of: text).enumerated() {
            parser.read(characters, line: offset + 1)
        }
        return parser.finish()
    }

    /// What the parser is inside of while reading lines that are not statements.
    enum Block {
        case none
        /// After a statement that failed: its content lines are skipped rather than reported.
        case skipping
        case timed(header: TextLocation)
        case spaced(MoveSpacing, header: TextLocation)
        case pgn(MoveSpacing, header: TextLocation, lines: [String], firstLine: Int, commentOpen: Bool)
    }

    struct State {
        var errors: [ScriptSyntaxError] = []
        var block = Block.none
        var locations: [ScriptKey: TextLocation] = [:]
        /// Keys an unknown key was taken for a typo of: not reported missing a second time.
        var suggested: Set<String> = []

        var name: String?
        var duration: Double?
        var still: Double?
        var speed: Double?
        var fadeIn: TimeSpan?
        var fadeOut: TimeSpan?
        var start: Position?
        var board: BoardPlacement?
        var orientation: Side?
        var coordinates: Bool?
        var theme: String?
        var pieces: String?
        var avatars: String?
        var captions: [ScriptCaption] = []
        var marks: [ScriptMark] = []
        var intro: IntroKind?
        var rivals: [ScriptBotReference] = []
        var pick: ScriptPick?
        /// Keys written `auto`.
        var automatic: Set<ScriptKey> = []
        var moves: ScriptMoves?
        /// Moves read so far in a `moves:` block.
        var listed: [ScriptMove] = []
        /// A line of the block being read had an error: an empty block is then no news.
        var blockHadErrors = false

        mutating func read(_ characters: [Character], line: Int) {
            var scanner = ScriptLineScanner(characters, line: line)
            if scanner.isDone() {
                if case .pgn = block { appendPGN(characters, line: line) }
                return
            }
            if let statement = SceneScriptParser.statement(in: characters, line: line), !isInsidePGNComment {
                closeBlock()
                do throws(ScriptSyntaxError) {
                    try readStatement(statement, characters: characters, line: line)
                } catch {
                    errors.append(error)
                    if statement.key == .moves || statement.key == .pgn { block = .skipping }
                }
                return
            }
            if let unknown = SceneScriptParser.unknownKey(in: characters, line: line), !isInsidePGNComment {
                closeBlock()
                block = .skipping
                errors.append(unknown)
                if case .unknownKey(_, let suggestion?) = unknown.problem { suggested.insert(suggestion) }
                return
            }
            do throws(ScriptSyntaxError) {
                switch block {
                case .none:
                    let word = scanner.word()?.text ?? ""
                    throw ScriptSyntaxError(.expectedStatement(found: word), at: scanner.location.advanced(by: -word.unicodeScalars.count))
                case .skipping:
                    return
                case .timed:
                    listed.append(try Self.timedMove(characters, line: line))
                case .spaced(let spacing, _):
                    for (notation, text, location) in try Self.spacedMoves(characters, line: line) {
                        listed.append(ScriptMove(time: spacing.time(ofMoveAt: listed.count), notation: notation,
                                                 text: text, location: location))
                    }
                case .pgn:
                    appendPGN(characters, line: line)
                }
            } catch {
                errors.append(error)
                blockHadErrors = true
            }
        }

        /// A `{` comment of the PGN block being read runs past the end of the last line, so a
        /// line inside it that looks like `key:` is still comment.
        var isInsidePGNComment: Bool {
            if case .pgn(_, _, _, _, let open) = block { return open }
            return false
        }

        mutating func appendPGN(_ characters: [Character], line: Int) {
            guard case .pgn(let spacing, let header, var lines, let firstLine, var open) = block else { return }
            lines.append(String(characters))
            for character in characters {
                if open {
                    if character == "}" { open = false }
                } else if character == "{" {
                    open = true
                } else if character == ";" {
                    break
                }
            }
            block = .pgn(spacing, header: header, lines: lines, firstLine: firstLine, commentOpen: open)
        }

        /// Ends the block being read, storing its moves.
        mutating func closeBlock() {
            defer {
                block = .none
                blockHadErrors = false
            }
            switch block {
            case .none, .skipping:
                return
            case .timed(let header), .spaced(_, let header):
                guard !listed.isEmpty else {
                    if !blockHadErrors { errors.append(ScriptSyntaxError(.emptyMoveList(.moves), at: header)) }
                    return
                }
                if case .spaced(let spacing, _) = block {
                    moves = .listed(listed, spacing: spacing)
                } else {
                    moves = .listed(listed, spacing: nil)
                }
            case .pgn(let spacing, let header, let lines, let firstLine, _):
                guard lines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
                    errors.append(ScriptSyntaxError(.emptyMoveList(.pgn), at: header))
                    return
                }
                moves = .pgn(PGNMovetext(text: lines.joined(separator: "\n"), firstLine: firstLine), spacing: spacing)
            }
        }

        mutating func finish() -> ScriptParseResult {
            closeBlock()
            for key in ScriptKey.required where locations[key] == nil && !suggested.contains(key.rawValue) {
                errors.append(ScriptSyntaxError(.missingKey(key), at: .start))
            }
            if moves == nil, locations[.moves] == nil, locations[.pgn] == nil {
                errors.append(ScriptSyntaxError(.missingMoves, at: .start))
            }
            let scriptIntro = checkIntro()
            errors.sort { $0.location < $1.location }
            guard errors.isEmpty, let name, let duration, let still, let moves else {
                return ScriptParseResult(script: nil, errors: errors)
            }
            let script = SceneScript(
                name: name, duration: duration, stillTime: still, speed: speed ?? 1,
                fadeIn: fadeIn ?? SceneScript.defaultFadeIn, fadeOut: fadeOut,
                start: start ?? .start, moves: moves, captions: captions, marks: marks,
                board: board ?? .default, orientation: orientation ?? .white, coordinates: coordinates ?? false,
                theme: theme, pieces: pieces, avatars: avatars, locations: locations,
                intro: scriptIntro, automatic: automatic)
            return ScriptParseResult(script: script, errors: [])
        }
    }
}
