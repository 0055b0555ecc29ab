import ChessMotionSupport
import Foundation
import HTTPServer

/// One JSON line per request on standard error, written by the project's one JSON writer. The
/// path and query are the client's text: they go through JSON quoting and the terminal escaping,
/// so no byte of them can drive a terminal or split a line.
package enum AccessLog {
    package static func line(for exchange: HTTPExchange, route: String, at date: Date = Date()) -> String {
        let query = exchange.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let line = JSONValue.object(JSONObject([
            "time": .string(ISO8601DateFormatter().string(from: date)),
            "method": .string(TerminalText.shortened(exchange.method, maximumLength: 16)),
            "path": .string(TerminalText.shortened(exchange.path, maximumLength: 512)),
            "query": .string(TerminalText.shortened(query, maximumLength: 1024)),
            "route": .string(route),
            "status": .number(String(exchange.status)),
            "bytes": .number(String(exchange.bytes)),
            "seconds": .number(String(format: "%.4f", exchange.seconds)),
            // What became of the answer: sent, cut short, or client gone.
            "outcome": .string(exchange.outcome.rawValue),
        ]))
        return TerminalText.escaped(line.compact())
    }
}
