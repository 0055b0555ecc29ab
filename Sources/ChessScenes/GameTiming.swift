import BoardKit
import ChessCore

/// When each ply of a game starts in a game scene: one every `every` seconds, spaced as the
/// players spent their time (`%clk`), scaled so the moves fill `duration`, or at the players'
/// own pace as a GIF of the moves holds them (`GamePacing.Pace.real`).
public enum GameTiming: Sendable, Hashable {
    case every(Double)
    case clocks(duration: Double)
    case real

    /// lichess's GIFs hold each position for 0.5 s and jump; our pieces glide, so a position
    /// is readable for those 0.5 s only once the mover has arrived: 0.5 s plus the spring's
    /// arrival (about 0.83 s in all with the standard spring).
    public static var defaultEvery: Double { 0.5 + BoardMotion.standard.arrivalDuration }
    /// Before the first move: the start position, read as long as a move.
    static let lead = 1.0
    /// Never closer than this when following the clocks, so every move is seen to land.
    static var shortestGap: Double { BoardMotion.standard.arrivalDuration }

    /// The instant of each of `count` plies, thought over for `clocks`' times. Clocks that are
    /// missing fall back to even spacing.
    public func instants(plies count: Int, clocks: GameClocks) -> [Double] {
        guard count > 0 else { return [] }
        switch self {
        case let .every(gap):
            return (0..<count).map { Self.lead + gap * Double($0) }
        case .real:
            // Each position stays as long as a GIF of the moves holds it, but never so briefly
            // that the move is not seen to land.
            let holds = GamePacing(pace: .real, thinkingTimes: clocks.thinkingTimes).delays
            var instants = [Self.lead]
            for index in 1..<count { instants.append(instants[index - 1] + max(holds[index], Self.shortestGap)) }
            return instants
        case let .clocks(duration):
            let spent = clocks.thinkingTimes
            // The first ply's thought happens before the board appears; the rest space the moves.
            let total = spent.dropFirst().reduce(0, +)
            // The last move settles and the result holds (GameScene.hold) inside the duration.
            let span = max(duration - Self.lead - BoardMotion.standard.settleDuration - GameScene.hold,
                           Self.shortestGap * Double(count - 1))
            guard total > 0 else {
                return GameTiming.every(span / Double(max(count - 1, 1))).instants(plies: count, clocks: clocks)
            }
            // Each ply gets the shortest gap, and the rest of the span in proportion to the time
            // its player thought.
            let spare = span - Self.shortestGap * Double(count - 1)
            var instants: [Double] = []
            var t = Self.lead
            for index in 0..<count {
                instants.append(t)
                if index + 1 < count { t += Self.shortestGap + spare * spent[index + 1] / total }
            }
            return instants
        }
    }
}
