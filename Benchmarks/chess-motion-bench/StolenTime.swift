import Foundation

/// The share of this VM's CPU time its host gave to someone else (`steal` in /proc/stat) over a
/// stretch of a benchmark: on a shared host a figure taken while it was high is a figure about
/// the neighbours, and the closing table says so beside it.
struct StolenTime {
    private let start: (steal: Double, total: Double)?

    static func start() -> StolenTime { StolenTime(start: counters()) }

    /// Stolen time over all CPU time since `start()`, 0 where /proc/stat does not say.
    func share() -> Double {
        guard let start, let now = Self.counters(), now.total > start.total else { return 0 }
        return (now.steal - start.steal) / (now.total - start.total)
    }

    /// The summed `cpu` line: user nice system idle iowait irq softirq steal (guest time is
    /// already inside user and nice).
    private static func counters() -> (steal: Double, total: Double)? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.split(separator: " ").dropFirst().prefix(8).compactMap { Double($0) }
        guard fields.count == 8 else { return nil }
        return (fields[7], fields.reduce(0, +))
    }
}
