/// Which plies of a game to show, counted from 1 as a move list counts them: `12-30` is White's
/// sixth move to Black's fifteenth, `12-` from ply 12 to the end. The first frame shows the
/// position before the first ply of the range, as lila-gif's ranges do.
public struct PlyRange: Sendable, Hashable, CustomStringConvertible {
    public let first: Int
    /// Nil: to the game's last ply.
    public let last: Int?

    /// Nil unless `1 <= first` and `first <= last`.
    public init?(first: Int, last: Int? = nil) {
        guard first >= 1, last.map({ $0 >= first }) ?? true else { return nil }
        self.first = first
        self.last = last
    }

    /// Reads "12-30" or "12-"; nil for anything else (a lone "12" is refused rather than
    /// guessed at: it could mean ply 12 alone or from 12 on).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit),
              parts[0].count <= 9, parts[1].count <= 9, let first = Int(parts[0]) else { return nil }
        if parts[1].isEmpty {
            self.init(first: first)
        } else {
            guard let last = Int(parts[1]) else { return nil }
            self.init(first: first, last: last)
        }
    }

    /// The plies (from 1) of a game of `count` plies this range shows, or nil when it starts
    /// past the game's end or ends past it.
    public func plies(inGameOf count: Int) -> ClosedRange<Int>? {
        let end = last ?? count
        guard first <= count, end <= count else { return nil }
        return first...end
    }

    /// "12-30", "12-".
    public var description: String { "\(first)-" + (last.map(String.init) ?? "") }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
