/// A Numeric Annotation Glyph: PGN's `$n` that judges a move or a position, and the glyphs
/// people write instead (`!`, `?!`, `+-`...). 1-6 judge the move, 10-19 the position.
public struct NAG: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let goodMove = NAG(rawValue: 1)
    public static let mistake = NAG(rawValue: 2)
    public static let brilliantMove = NAG(rawValue: 3)
    public static let blunder = NAG(rawValue: 4)
    public static let speculativeMove = NAG(rawValue: 5)
    public static let dubiousMove = NAG(rawValue: 6)

    /// Glyphs as typed in movetext and the NAG each stands for. The Unicode symbols are what
    /// `glyph` writes for the position judgements.
    private static let written: [(String, Int)] = [
        ("!", 1), ("?", 2), ("!!", 3), ("??", 4), ("!?", 5), ("?!", 6), ("\u{25A1}", 7),
        ("=", 10), ("\u{221E}", 13), ("+=", 14), ("\u{2A72}", 14), ("=+", 15), ("\u{2A71}", 15),
        ("+/-", 16), ("\u{B1}", 16), ("-/+", 17), ("\u{2213}", 17), ("+-", 18), ("-+", 19),
    ]

    /// The NAG a typed glyph stands for, or nil for one PGN does not know.
    public init?(glyph: some StringProtocol) {
        guard let entry = Self.written.first(where: { $0.0 == glyph }) else { return nil }
        self.init(rawValue: entry.1)
    }

    /// How the NAG is shown beside a move: "!", "?", "!!", "??", "!?", "?!" for the move
    /// judgements, the usual symbols for the position ones ("±", "∞"...); nil for NAGs without one.
    public var glyph: String? {
        switch rawValue {
        case 1: "!"
        case 2: "?"
        case 3: "!!"
        case 4: "??"
        case 5: "!?"
        case 6: "?!"
        case 7: "\u{25A1}"
        case 10: "="
        case 13: "\u{221E}"
        case 14: "\u{2A72}"
        case 15: "\u{2A71}"
        case 16: "\u{B1}"
        case 17: "\u{2213}"
        case 18: "+\u{2212}"
        case 19: "\u{2212}+"
        default: nil
        }
    }

    /// What a board shows for the NAG: its glyph, or for one without a glyph of its own the way
    /// the PGN standard writes it ("$22"), so no annotation in the file goes unseen.
    public var text: String { glyph ?? description }

    /// Whether the NAG judges the move itself (1-6), the ones a board shows by the moved piece.
    public var judgesMove: Bool { (1...6).contains(rawValue) }

    /// "$14".
    public var description: String { "$\(rawValue)" }

    public static func < (lhs: NAG, rhs: NAG) -> Bool { lhs.rawValue < rhs.rawValue }
}
