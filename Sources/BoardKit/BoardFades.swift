/// When, within a move's arrival, a captured piece fades out and a promoted pawn turns into its
/// new piece: each fade runs from this fraction of `BoardMotion.arrivalDuration` to the arrival
/// itself. Written once here; BoardKit's picture uses them and the board plan carries them to
/// the kit page (`Web/board.js`), which draws with the plan's numbers instead of its own.
package enum BoardFades {
    /// A captured piece starts fading when the capturer is this far into its arrival, so it is
    /// still seen being taken, and is gone as the capturer lands.
    package static let captureStart = 0.35
    /// A promoting pawn starts turning into its new piece half-way through its arrival.
    package static let promotionStart = 0.5
}
