/// How a game ended, as a score sheet and PGN record it.
public enum GameResult: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case whiteWins
    case blackWins
    case draw
    /// PGN's `*`: the game goes on, was abandoned, or its result is not known.
    case ongoing

    /// Reads PGN's result token: "1-0", "0-1", "1/2-1/2" or "*".
    public init?(pgn text: some StringProtocol) {
        switch text {
        case "1-0": self = .whiteWins
        case "0-1": self = .blackWins
        case "1/2-1/2": self = .draw
        case "*": self = .ongoing
        default: return nil
        }
    }

    /// A win for `side`.
    public static func win(for side: Side) -> GameResult { side == .white ? .whiteWins : .blackWins }

    /// The PGN token: "1-0", "0-1", "1/2-1/2" or "*".
    public var pgn: String {
        switch self {
        case .whiteWins: "1-0"
        case .blackWins: "0-1"
        case .draw: "1/2-1/2"
        case .ongoing: "*"
        }
    }

    /// As people print it, with an en dash and a half: "1–0", "0–1", "½–½"; "*" while undecided.
    public var text: String {
        switch self {
        case .whiteWins: "1\u{2013}0"
        case .blackWins: "0\u{2013}1"
        case .draw: "\u{BD}\u{2013}\u{BD}"
        case .ongoing: "*"
        }
    }

    public var winner: Side? {
        switch self {
        case .whiteWins: .white
        case .blackWins: .black
        case .draw, .ongoing: nil
        }
    }

    public var isDecided: Bool { self != .ongoing }

    public var description: String { pgn }
}
