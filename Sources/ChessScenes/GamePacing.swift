/// How long each position of a game is held when a game is shared position by position (a GIF
/// of its moves): the same hold for every position, or the players' own pace. Any renderer
/// of per-move frames reads `delays` and nothing else, so the rule lives here once.
public struct GamePacing: Sendable, Hashable {
    public enum Pace: Sendable, Hashable {
        /// Every position held this many seconds.
        case even(Double)
        /// As lichess paces its game GIFs: each position held as long as the next move was
        /// thought over, sped up to a brisk median, never longer than `longest`.
        case real
    }

    /// The median hold a slow game is sped up to, and half of it, the shortest a scaled hold
    /// may be; the longest any position but the last is held. lichess's figures (0.8 s, 2 s):
    /// a classical game plays in about the time a blitz game does, its long thinks still longer.
    static let targetMedian = 0.8, longest = 2.0
    /// What a game without times is held at under `.real`, and the last position's hold.
    public static let evenHold = 0.5, finalHold = 3.0

    /// Seconds each position is shown: one per position (the start, then after each ply), the
    /// last held at least `finalHold`.
    public let delays: [Double]

    /// `thinkingTimes` are the seconds each ply took (`GameClocks.thinkingTimes`, one per ply).
    public init(pace: Pace, thinkingTimes: [Double]) {
        let holds: [Double]
        switch pace {
        case let .even(seconds):
            holds = thinkingTimes.map { _ in seconds }
        case .real:
            // Position k is on screen while ply k+1 is thought over.
            holds = thinkingTimes.contains { $0 > 0 } ? Self.scaled(thinkingTimes) : thinkingTimes.map { _ in Self.evenHold }
        }
        let last = max(Self.finalHold, { if case let .even(seconds) = pace { seconds } else { 0 } }())
        delays = holds + [last]
    }

    /// The players' times at a brisk pace. A game whose median think is already under the
    /// target plays at its own speed; a slower one is scaled so its median is the target, each
    /// scaled hold at least half the target so no move flashes by, but a move played at once
    /// (under half the median) stays short. Every hold is capped at `longest`.
    static func scaled(_ times: [Double]) -> [Double] {
        let median = times.sorted()[times.count / 2]
        guard median >= targetMedian else { return times.map { min($0, longest) } }
        let scale = targetMedian / median
        return times.map { time in
            time * 2 < median ? min(time, targetMedian / 2) : min(max(time * scale, targetMedian / 2), longest)
        }
    }
}
