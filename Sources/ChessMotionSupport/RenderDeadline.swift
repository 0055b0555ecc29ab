import Synchronization

/// The point past which a render gives up, checked between frames by every frame loop a service
/// render runs (the parallel frame renderer, the GIF encoder's kept-changes pass, the sprite game
/// GIF): its time cap, and a stop that the service pulls when nobody is left to answer (the
/// client has gone) or the server is shutting down. A value a copy of which can go to any worker
/// thread. It sits here because the loops that check it live in modules that do not see each other.
package struct RenderDeadline: Sendable, Hashable {
    /// When the render's time is up; nil for a render that may take as long as it needs (the CLI's).
    package let instant: ContinuousClock.Instant?
    /// The cap in seconds, for the error.
    package let seconds: Double
    /// Pulled from outside to stop the render early; nil when nothing can.
    package let stop: RenderStop?

    /// No deadline: what every render outside the service runs with.
    package static let none = RenderDeadline(instant: nil, seconds: 0, stop: nil)

    private init(instant: ContinuousClock.Instant?, seconds: Double, stop: RenderStop?) {
        self.instant = instant
        self.seconds = seconds
        self.stop = stop
    }

    /// `seconds` from `start`, or sooner if `stop` is pulled.
    package init(seconds: Double, from start: ContinuousClock.Instant = .now, stop: RenderStop? = nil) {
        // Clamped to a century, so no cap a caller may pass can overflow the instant.
        let millisecondsFromStart = Int64((min(max(0, seconds), 3.2e9) * 1000).rounded())
        self.init(instant: start.advanced(by: .milliseconds(millisecondsFromStart)), seconds: seconds, stop: stop)
    }

    package var hasPassed: Bool { instant.map { ContinuousClock.now >= $0 } ?? false }

    /// Throws once the render should end; the frame loops call it before each frame.
    package func check() throws(RenderCancellation) {
        if let reason = stop?.reason { throw .stopped(reason) }
        if hasPassed { throw .pastDeadline(seconds: seconds) }
    }
}

/// A stop a render's owner pulls from another thread; the render sees it at its next frame.
/// Shared by reference, so every copy of a deadline sees the same pull; a stop may follow a
/// parent (the server's shutdown) as well as its own.
package final class RenderStop: Sendable, Hashable {
    private let pulled = Atomic<UInt8>(0)
    private let parent: RenderStop?

    package init(parent: RenderStop? = nil) { self.parent = parent }

    /// Pulls the stop; the first reason given is kept.
    package func pull(_ reason: RenderStopReason) {
        _ = pulled.compareExchange(expected: 0, desired: reason.rawValue, ordering: .relaxed)
    }

    /// Why the render should stop, once pulled here or on the parent.
    package var reason: RenderStopReason? {
        RenderStopReason(rawValue: pulled.load(ordering: .relaxed)) ?? parent?.reason
    }

    package static func == (a: RenderStop, b: RenderStop) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Why a render was stopped from outside.
package enum RenderStopReason: UInt8, Sendable, Hashable {
    /// Its client closed the connection: no one is left to answer.
    case clientGone = 1
    /// The server is shutting down.
    case shutdown = 2
}

/// Why a render stopped before its end.
package enum RenderCancellation: Error, Sendable, Hashable, CustomStringConvertible {
    /// Its time cap (`RenderDeadline`) passed between two frames.
    case pastDeadline(seconds: Double)
    /// Its owner pulled the stop.
    case stopped(RenderStopReason)

    package var description: String {
        switch self {
        case .pastDeadline(let seconds): "the render was stopped at its \(seconds.trimmed) s cap"
        case .stopped(.clientGone): "the render was stopped: its client has gone"
        case .stopped(.shutdown): "the render was stopped: the server is shutting down"
        }
    }
}
