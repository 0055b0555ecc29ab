import ChessMotionSupport

/// Why a lila-gif request was refused: the field (and the frame, counted from 0) and what was
/// wrong with it. Values from the request are shown escaped, never raw.
package enum LilaGIFRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    case notJSON(String)
    /// A field of the wrong JSON type, or a query value that is not one of the allowed words.
    case invalid(field: String, frame: Int?, expected: String)
    case tooLong(field: String, frame: Int?, bytes: Int, limit: Int)
    case tooManyFrames(count: Int, limit: Int)
    case noFrames
    case badFEN(frame: Int?, problem: String)
    case badMove(frame: Int?, move: String)
    case badSquare(field: String, frame: Int?, value: String)
    case unknownTheme(String, known: [String])
    case unknownPieceSet(String, known: [String])

    /// "frames[3].fen" or "fen".
    static func place(_ field: String, _ frame: Int?) -> String {
        frame.map { "frames[\($0)].\(field)" } ?? field
    }

    package var description: String {
        func shown(_ text: String) -> String { "\"" + TerminalText.escaped(String(text.prefix(80))) + "\"" }
        return switch self {
        case .notJSON(let reason): "the request body is not JSON: \(reason)"
        case let .invalid(field, frame, expected): "\(Self.place(field, frame)): expected \(expected)"
        case let .tooLong(field, frame, bytes, limit): "\(Self.place(field, frame)) is \(bytes) bytes, at most \(limit) are allowed"
        case let .tooManyFrames(count, limit): "frames: \(count) frames, at most \(limit) are allowed"
        case .noFrames: "frames: a game needs at least one frame"
        case let .badFEN(frame, problem): "\(Self.place("fen", frame)): \(problem)"
        case let .badMove(frame, move): "\(Self.place("lastMove", frame)): \(shown(move)) is not a move in UCI (like e2e4)"
        case let .badSquare(field, frame, value): "\(Self.place(field, frame)): \(shown(value)) is not a square name or a boolean"
        case let .unknownTheme(name, known): "theme: no board theme \(shown(name)); known: \(known.joined(separator: ", "))"
        case let .unknownPieceSet(name, known): "piece: no piece set \(shown(name)); known: \(known.joined(separator: ", "))"
        }
    }
}
