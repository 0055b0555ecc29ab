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

    public var description: String { "\(start.scriptText)-\(end.scriptText)" }
}

extension Double {
    /// Seconds as a script writes them: 4.4 rather than 4.4000000000000004, 6 rather than 6.0.
    var scriptText: String {
        guard isFinite, abs(self) < 1e12 else { return String(self) }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
