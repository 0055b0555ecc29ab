extension BoardPlan {
    /// The board's spring as a plan carries it beside the board, for the page's controls to
    /// retune: every plan kind that draws a board writes it this one way.
    package struct Spring: Encodable, Sendable {
        var frequency: Double
        var damping: Double

        package init(_ motion: BoardMotion) {
            frequency = motion.frequency
            damping = motion.damping
        }
    }
}
