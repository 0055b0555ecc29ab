import ChessMotionSupport
import ChessCore

/// A move of a board timeline and the instant (in seconds of scene time) it starts. Scenes
/// write moves the way their prototypes do: `("e2", "e4", 2.75)`, SAN such as "Nf3", or UCI.
public struct TimedMove: Sendable, Hashable, CustomStringConvertible {
    public enum Notation: Sendable, Hashable {
        /// Square names; a promotion needs its piece.
        case squares(from: String, to: String, promotion: PieceKind?)
        /// Read leniently: "0-0", "e8Q" and a missing "+" are accepted.
        case san(String)
        case uci(String)
        /// A pass (`--`, `Z0`): nothing moves and the other side is to move.
        case null
    }

    public var notation: Notation
    public var instant: Double

    public init(_ from: String, _ to: String, at instant: Double, promotion: PieceKind? = nil) {
        notation = .squares(from: from, to: to, promotion: promotion)
        self.instant = instant
    }

    public init(san: String, at instant: Double) {
        notation = .san(san)
        self.instant = instant
    }

    public init(uci: String, at instant: Double) {
        notation = .uci(uci)
        self.instant = instant
    }

    /// A move as ChessCore's notation reads a written word (SAN, squares, or a pass).
    public init(_ notation: ChessCore.MoveNotation, at instant: Double) {
        switch notation {
        case let .san(text): self.notation = .san(text)
        case let .squares(from, to, promotion): self.notation = .squares(from: from.name, to: to.name, promotion: promotion)
        case .null: self.notation = .null
        }
        self.instant = instant
    }

    /// A move already known legal (a game's), by its squares: Chess960 castling stays
    /// king-takes-rook, a null move a pass.
    public init(_ move: Move, at instant: Double) {
        notation = move.isNull ? .null : .squares(from: move.from.name, to: move.to.name, promotion: move.promotion)
        self.instant = instant
    }

    /// The move as it was written, for messages.
    public var text: String {
        switch notation {
        case let .squares(from, to, promotion): "\(from)-\(to)" + (promotion.map { "=\(String($0.character).uppercased())" } ?? "")
        case let .san(text): text
        case let .uci(text): text
        case .null: "--"
        }
    }

    public var description: String { "\(text) at \(instant.trimmed) s" }
}
