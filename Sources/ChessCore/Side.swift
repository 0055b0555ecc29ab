/// The two players. Named `Side` rather than `Color` so that modules importing both ChessCore and
/// MotionKit (which has its own `Color`) need no qualification.
public enum Side: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case white = 0
    case black = 1

    @inlinable
    public var opposite: Side { self == .white ? .black : .white }

    /// The letter FEN uses for the side to move.
    public var fenCharacter: Character { self == .white ? "w" : "b" }

    public var description: String { self == .white ? "white" : "black" }
}
