import Foundation

/// Wall-clock medians for the benchmarks: the median resists the odd slow run on a shared
/// two-core machine better than the mean.
enum Stopwatch {
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }

    static func line(_ label: String, _ ms: Double, runs: Int) -> String {
        "  " + label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "median %9.3f ms  (%d runs)", ms, runs)
    }
}
