/// Which castling rules a position follows. Standard chess castles with the king on the e-file
/// and rooks in the corners, and UCI writes the king's two-square step (e1g1). Chess960 starts
/// king and rooks on other files; castling still lands them on g/f or c/d, and UCI writes it as
/// the king taking its own rook (e1h1), the only form that cannot be read as another king move.
///
/// The mode is chosen by whoever reads the position (a `--chess960` flag, a PGN `Variant` tag);
/// a standard starting array played as Chess960 is the same game with the other UCI spelling.
public enum CastlingMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case standard
    case chess960

    public var description: String { self == .standard ? "standard" : "Chess960" }
}
