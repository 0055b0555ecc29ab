import ChessMotionSupport
import FoundationEssentials
import Glibc
import HTTPServer

/// One JSON line per request on standard error, written by the project's one JSON writer. The
/// path and query are the client's text: they go through JSON quoting and the terminal escaping,
/// so no byte of them can drive a terminal or split a line.
package enum AccessLog {
    package static func line(for exchange: HTTPExchange, route: String, at date: Date = Date()) -> String {
        let query = exchange.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        var members = JSONObject([
            "time": .string(timestamp(date)),
            "method": .string(TerminalText.shortened(exchange.method, maximumLength: 16)),
            "path": .string(TerminalText.shortened(exchange.path, maximumLength: 512)),
            "query": .string(TerminalText.shortened(query, maximumLength: 1024)),
            "route": .string(route),
            "status": .number(String(exchange.status)),
            "bytes": .number(String(exchange.bytes)),
            "seconds": .number(String(printf: "%.4f", exchange.seconds)),
            // What became of the answer: sent, cut short, or client gone.
            "outcome": .string(exchange.outcome.rawValue),
        ])
        // What libmicrohttpd refused itself, answered in place of its page: the request line, a
        // line, the HTTP version, the headers or the body.
        members["refused"] = exchange.refusedUnread.map { .string($0.rawValue) }
        return TerminalText.escaped(JSONValue.object(members).compact())
    }

    /// `date` in UTC to the second, as ISO 8601 writes it (2026-12-05T07:34:00Z). Written by
    /// hand: making an `ISO8601DateFormatter` for each line was 2.9% of the server's CPU under
    /// wrk on `/board.png`, three times the board's drawing (perf), and one shared formatter is
    /// not safe across the server's threads.
    package static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
