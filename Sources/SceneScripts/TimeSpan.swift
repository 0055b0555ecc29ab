import ChessMotionSupport

/// An interval of scene time, written `1.0-2.5` in a script: when a caption shows, or when the
/// scene fades in or out.
public struct TimeSpan: Sendable, Hashable, CustomStringConvertible {
    public var start: Double
    public var end: Double

    public init(_ start: Double, _ end: Double) {
        self.start = start
        self.end = end
    }

    public var length: Double { end - start }

    public func contains(_ t: Double) -> Bool { t >= start && t <= end }

    public var description: String { "\(start.trimmed)-\(end.trimmed)" }
}
