/// How long a GIF frame is shown: 16 bits of hundredths of a second. Every reader and writer of
/// a delay in the project asks here, so the format's limit and the browsers' floor are said once.
package enum GIFDelay {
    /// What a frame's delay field holds, in hundredths.
    package static let stored: ClosedRange<Int> = GIFBlocks.fieldValues
    /// Chromium and Firefox show a frame of 0 or 1 hundredth for 10, so a shorter delay would
    /// play slower than asked there, not faster: delays chosen from seconds are at least this.
    package static let shortestPlayed = 2
    /// The longest hold a frame can have, in seconds (655.35).
    package static let longestSeconds = Double(stored.upperBound) / 100

    /// `seconds` as a frame's delay: whole hundredths, within what browsers play and the field holds.
    package static func hundredths(_ seconds: Double) -> Int {
        clamped(Int((seconds * 100).rounded()))
    }

    /// A delay in hundredths brought within what browsers play and the field holds.
    package static func clamped(_ hundredths: Int) -> Int {
        min(stored.upperBound, max(shortestPlayed, hundredths))
    }
}
