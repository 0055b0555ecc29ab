/// The one vocabulary of null-move spellings (a pass, `Move.null`), and which of them each
/// reader accepts. The movetext tokenizer, `MoveNotation`, SAN and UCI all ask here, so a strict
/// PGN read and a strict SAN read agree on what a pass looks like.
///
/// Strict reading accepts what this package writes: `--` in SAN and PGN (the de-facto PGN form),
/// `0000` in UCI (the protocol's own). Lenient reading also accepts what other tools write and
/// what python-chess's SAN reader takes: ChessBase's `Z0`, UCI's `0000` inside movetext, and
/// `@@@@`. Words such as `null` or `pass` are not spellings any common reader takes, so they stay
/// ordinary (and illegal) moves.
public enum NullMoveSpelling: String, CaseIterable, Hashable, Sendable {
    /// `--`: PGN's and SAN's pass, the only one `Position.san` writes.
    case dashes = "--"
    /// `0000`: UCI's null move, the only one `Move.uci` writes.
    case zeros = "0000"
    /// `Z0`: ChessBase's pass.
    case chessBase = "Z0"
    /// `@@@@`: written by some engines and GUIs for a pass; python-chess reads it.
    case ats = "@@@@"

    /// The spelling SAN and PGN write.
    public static let san = NullMoveSpelling.dashes
    /// The spelling UCI writes and the only one it reads.
    public static let uci = NullMoveSpelling.zeros

    /// The spelling `text` is, if it is one (exactly, no surrounding spaces).
    public init?(_ text: some StringProtocol) {
        self.init(rawValue: String(text))
    }

    /// Whether SAN and PGN read this spelling in `mode`: strict reads only what SAN writes.
    public func isAccepted(in mode: SANParseMode) -> Bool {
        mode == .lenient || self == Self.san
    }

    /// Whether `text` is a pass that SAN and PGN read in `mode`.
    public static func reads(_ text: some StringProtocol, in mode: SANParseMode) -> Bool {
        NullMoveSpelling(text)?.isAccepted(in: mode) ?? false
    }

    /// The spellings SAN and PGN read in `mode`.
    public static func accepted(in mode: SANParseMode) -> [NullMoveSpelling] {
        allCases.filter { $0.isAccepted(in: mode) }
    }
}

extension Position {
    /// What any reader's move must be: a legal move, or the null move when the side to move may
    /// pass (`canPass`, the rule `playingNull()` enforces). Every reader (SAN, UCI, PGN,
    /// `MoveNotation`) returns only moves this holds for, and the fuzz targets assert it.
    public func isPlayable(_ move: Move) -> Bool {
        move.isNull ? canPass : isLegal(move)
    }
}
