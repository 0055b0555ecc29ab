extension GameKitPlan {
    /// The clocks as the file gives them (`GameClocks`): each side's start (nil when unknown),
    /// the increment, and per ply the mover and its clock after the move when the file says.
    package struct Clocks: Encodable, Sendable {
        package struct Initial: Encodable, Sendable {
            var white: Double?
            var black: Double?
        }

        package struct After: Encodable, Sendable {
            var side: String
            var clock: Double?
        }

        var initial: Initial
        var increment: Double
        var after: [After]

        init(_ clocks: GameClocks) {
            initial = Initial(white: clocks.initial[.white], black: clocks.initial[.black])
            increment = clocks.increment
            after = clocks.after.map { After(side: $0.side.description, clock: $0.clock) }
        }
    }
}
