import FoundationEssentials
import Synchronization

/// The counters `/metrics` shows, in Prometheus' text format. Routes are labelled by their
/// pattern (`board`, `scene`...), never by the raw path, so a client cannot grow the series.
package final class ServiceMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

    struct Histogram: Sendable {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var sum = 0.0
        var count = 0

        mutating func observe(_ seconds: Double) {
            for (index, bound) in ServiceMetrics.buckets.enumerated() where seconds <= bound { counts[index] += 1 }
            sum += seconds
            count += 1
        }
    }

    struct State: Sendable {
        var requests: [String: [Int: Int]] = [:]
        var latency: [String: Histogram] = [:]
        var renders = Histogram()
    }

    private let state = Mutex(State())

    package init() {}

    package func record(route: String, status: Int, seconds: Double) {
        state.withLock { state in
            state.requests[route, default: [:]][status, default: 0] += 1
            state.latency[route, default: Histogram()].observe(seconds)
        }
    }

    package func recordRender(seconds: Double) {
        state.withLock { $0.renders.observe(seconds) }
    }

    /// The exposition text; `inFlight` and `queueDepth` are read when it is asked for.
    package func text(inFlight: Int, queueDepth: Int) -> String {
        let state = state.withLock { $0 }
        var lines = [
            "# HELP chess_motion_requests_total Requests answered, by route and status.",
            "# TYPE chess_motion_requests_total counter",
        ]
        for route in state.requests.keys.sorted() {
            for (status, count) in state.requests[route]!.sorted(by: { $0.key < $1.key }) {
                lines.append(#"chess_motion_requests_total{route="\#(route)",status="\#(status)"} \#(count)"#)
            }
        }
        lines += ["# HELP chess_motion_request_seconds Time from a request's head to its answer.",
                  "# TYPE chess_motion_request_seconds histogram"]
        for route in state.latency.keys.sorted() {
            lines += Self.lines(for: state.latency[route]!, name: "chess_motion_request_seconds", labels: #"route="\#(route)","#)
        }
        lines += ["# HELP chess_motion_render_seconds Time a worker spent on one render.",
                  "# TYPE chess_motion_render_seconds histogram"]
        lines += Self.lines(for: state.renders, name: "chess_motion_render_seconds", labels: "")
        lines += ["# HELP chess_motion_in_flight Renders running now.", "# TYPE chess_motion_in_flight gauge",
                  "chess_motion_in_flight \(inFlight)",
                  "# HELP chess_motion_queue_depth Renders waiting for a worker.", "# TYPE chess_motion_queue_depth gauge",
                  "chess_motion_queue_depth \(queueDepth)"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(for histogram: Histogram, name: String, labels: String) -> [String] {
        var lines = zip(buckets, histogram.counts).map { bound, count in
            #"\#(name)_bucket{\#(labels)le="\#(bound)"} \#(count)"#
        }
        lines.append(#"\#(name)_bucket{\#(labels)le="+Inf"} \#(histogram.count)"#)
        let plain = labels.isEmpty ? "" : "{\(labels.dropLast())}"
        lines.append("\(name)_sum\(plain) \(histogram.sum)")
        lines.append("\(name)_count\(plain) \(histogram.count)")
        return lines
    }
}
