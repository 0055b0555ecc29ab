import MotionKit
import FoundationEssentials

/// How far an export has come, and the one-line bar the tool redraws on a terminal.
package struct ExportProgress: Sendable, Hashable {
    package var done: Int
    package var total: Int
    /// Seconds since the export started.
    package var elapsed: Double

    package init(done: Int, total: Int, elapsed: Double) {
        self.done = done
        self.total = total
        self.elapsed = elapsed
    }

    /// Frames finished per second so far; nil before there is anything to measure.
    package var framesPerSecond: Double? {
        guard done > 0, elapsed > 0 else { return nil }
        return Double(done) / elapsed
    }

    /// Seconds left at the rate so far; nil until the rate is known.
    package var secondsLeft: Double? {
        guard let rate = framesPerSecond else { return nil }
        return Double(max(0, total - done)) / rate
    }

    package var fraction: Double { total > 0 ? min(1, Double(done) / Double(total)) : 1 }

    /// `[██████░░░░░░] 120/650 frames  58.3 fps  0:09 left`
    package func line(barWidth: Int = 24) -> String {
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, barWidth - filled))
        let rate = framesPerSecond.map { String(printf: "%.1f fps", $0) } ?? "-- fps"
        let left = done >= total ? "done" : (secondsLeft.map { Self.clock($0) + " left" } ?? "--:-- left")
        return "[\(bar)] \(done)/\(total) frames  \(rate)  \(left)"
    }

    /// m:ss, or h:mm:ss past an hour.
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        let h = total / 3600, m = total % 3600 / 60, s = total % 60
        return h > 0 ? String(printf: "%d:%02d:%02d", h, m, s) : String(printf: "%d:%02d", m, s)
    }
}
