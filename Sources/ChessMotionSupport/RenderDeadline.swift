/// The instant past which a render gives up, checked between frames by every frame loop a
/// service render runs (the parallel frame renderer, the GIF encoder's kept-changes pass, the
/// sprite game GIF). A value rather than a shared flag: a render needs no one to tell it to
/// stop, only to know when its time is up, and a copy can go to any worker thread. It sits here
/// because the loops that check it live in modules that do not see each other.
package struct RenderDeadline: Sendable, Hashable {
    /// When the render's time is up; nil for a render that may take as long as it needs (the CLI's).
    package let instant: ContinuousClock.Instant?
    /// The cap in seconds, for the error.
    package let seconds: Double

    /// No deadline: what every render outside the service runs with.
    package static let none = RenderDeadline(instant: nil, seconds: 0)

    private init(instant: ContinuousClock.Instant?, seconds: Double) {
        self.instant = instant
        self.seconds = seconds
    }

    /// `seconds` from `start`.
    package init(seconds: Double, from start: ContinuousClock.Instant = .now) {
        // Clamped to a century, so no cap a caller may pass can overflow the instant.
        let millisecondsFromStart = Int64((min(max(0, seconds), 3.2e9) * 1000).rounded())
        self.init(instant: start.advanced(by: .milliseconds(millisecondsFromStart)), seconds: seconds)
    }

    package var hasPassed: Bool { instant.map { ContinuousClock.now >= $0 } ?? false }

    /// Throws once the deadline has passed; the frame loops call it before each frame.
    package func check() throws(RenderCancellation) {
        if hasPassed { throw .pastDeadline(seconds: seconds) }
    }
}

/// Why a render stopped before its end.
package enum RenderCancellation: Error, Sendable, Hashable, CustomStringConvertible {
    /// Its time cap (`RenderDeadline`) passed between two frames.
    case pastDeadline(seconds: Double)

    package var description: String {
        switch self {
        case .pastDeadline(let seconds): "the render was stopped at its \(seconds.trimmed) s cap"
        }
    }
}
