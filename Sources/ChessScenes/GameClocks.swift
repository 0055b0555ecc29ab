import ChessCore

/// The players' clocks through a game, from its `%clk` comments and `TimeControl` tag: what
/// each showed after each ply, and how long each ply was thought over.
public struct GameClocks: Sendable, Hashable {
    /// The starting time of each side (the time control's base, else its first `%clk`).
    public let initial: [Side: Double]
    /// The increment added after each move (`TimeControl` "180+2").
    public let increment: Double
    /// Per ply: the mover and its clock after the move, when the file says.
    public let after: [(side: Side, clock: Double?)]
    /// Per ply: the time the move took when the file says so (`%emt`).
    public let elapsed: [Double?]

    public static func == (a: GameClocks, b: GameClocks) -> Bool {
        a.initial == b.initial && a.increment == b.increment
            && a.after.map(\.side) == b.after.map(\.side) && a.after.map(\.clock) == b.after.map(\.clock)
            && a.elapsed == b.elapsed
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(increment)
        hasher.combine(after.map(\.clock))
    }

    public init(_ game: PGNGame) {
        var side = game.game.startPosition.sideToMove
        var after: [(Side, Double?)] = []
        for ply in game.plies {
            after.append((side, ply.clock))
            side = side.opposite
        }
        self.after = after
        elapsed = game.plies.map(\.elapsed)
        let control = (game[tag: "TimeControl"] ?? "").split(separator: "+")
        let base = control.first.flatMap { Double($0) }
        increment = control.count > 1 ? Double(control[1]) ?? 0 : 0
        var initial: [Side: Double] = [:]
        for side in Side.allCases {
            if let base { initial[side] = base } else if let first = after.first(where: { $0.0 == side && $0.1 != nil }) {
                initial[side] = first.1
            }
        }
        self.initial = initial
    }

    /// Whether the file gives clocks at all.
    public var isKnown: Bool { after.contains { $0.clock != nil } }

    private init(initial: [Side: Double], increment: Double, after: [(side: Side, clock: Double?)], elapsed: [Double?]) {
        self.initial = initial
        self.increment = increment
        self.after = after
        self.elapsed = elapsed
    }

    /// The clocks of plies `range` (from 1) alone, as `PGNGame.excerpt` cuts the game: each side
    /// starts from the time it had before the range's first ply, not from the game's start.
    public func excerpt(plies range: ClosedRange<Int>) -> GameClocks {
        let moves = (range.lowerBound - 1)..<range.upperBound
        var start = initial
        for entry in after[..<moves.lowerBound] {
            if let clock = entry.clock { start[entry.side] = clock }
        }
        return GameClocks(initial: start, increment: increment, after: Array(after[moves]), elapsed: Array(elapsed[moves]))
    }

    /// Seconds each ply was thought over: the `%emt` the file gives, else the mover's clock
    /// before, plus the increment, minus after. Zero where the file does not say.
    public var thinkingTimes: [Double] {
        var last = initial
        return zip(after, elapsed).map { entry, elapsed in
            let before = last[entry.side]
            if let clock = entry.clock { last[entry.side] = clock }
            if let elapsed { return max(0, elapsed) }
            guard let clock = entry.clock, let before else { return 0 }
            return max(0, before + increment - clock)
        }
    }

    /// What `side`'s clock shows once `plies` plies have been played and `fraction` (0...1) of the
    /// next ply's thinking has passed: the side to move counts down from its last time to the
    /// time it has after its move.
    public func display(_ side: Side, plies: Int, fraction: Double) -> Double? {
        var shown = initial[side]
        for index in 0..<min(plies, after.count) where after[index].side == side {
            if let clock = after[index].clock { shown = clock }
        }
        guard plies < after.count, after[plies].side == side, let now = shown,
              let next = after[plies].clock else { return shown }
        let target = min(now, next - increment)
        return now + (target - now) * min(max(fraction, 0), 1)
    }

    /// "3:07", "0:09.4" under ten seconds, "1:02:03" past the hour, as chess sites print clocks.
    public static func text(_ seconds: Double) -> String {
        let value = max(0, seconds)
        if value < 10 {
            let tenths = Int((value * 10).rounded(.down))
            return "0:0\(tenths / 10).\(tenths % 10)"
        }
        let whole = Int(value.rounded(.down))
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 { return "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" }
        return "\(m):\(ss)"
    }
}
