import ChessMotionSupport
import Foundation
import HTTPServer

/// One JSON line per request on standard error. The path and query are the client's text: they
/// go through JSON quoting and the terminal escaping, so no byte of them can drive a terminal or
/// split a line.
package enum AccessLog {
    package static func line(for exchange: HTTPExchange, route: String, at date: Date = Date()) -> String {
        let query = exchange.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let fields: [(String, String)] = [
            ("time", JSONValue.quoted(ISO8601DateFormatter().string(from: date))),
            ("method", JSONValue.quoted(TerminalText.shortened(exchange.method, maximumLength: 16))),
            ("path", JSONValue.quoted(TerminalText.shortened(exchange.path, maximumLength: 512))),
            ("query", JSONValue.quoted(TerminalText.shortened(query, maximumLength: 1024))),
            ("route", JSONValue.quoted(route)),
            ("status", String(exchange.status)),
            ("bytes", String(exchange.bytes)),
            ("seconds", String(format: "%.4f", exchange.seconds)),
            ("completed", exchange.completed ? "true" : "false"),
        ]
        return TerminalText.escaped("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
    }
}
