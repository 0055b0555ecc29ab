import FoundationEssentials

/// What happened to one request, once its answer has been sent or abandoned: for access logs
/// and metrics.
package struct HTTPExchange: Sendable {
    package let method: String
    package let path: String
    package let query: [(name: String, value: String)]
    package let status: Int
    package let bytes: UInt64
    package let seconds: Double
    package let outcome: Outcome
    /// Set when libmicrohttpd refused the request itself, before a handler saw it: its method
    /// and path are then unknown, and its answer went out in place of MHD's own page.
    package var refusedUnread: Refusal? = nil

    /// The part of a request libmicrohttpd could not take.
    package enum Refusal: String, Sendable, Hashable {
        case requestLine = "request line"
        /// A line of the head, or of a chunked body's trailer, that does not parse: MHD's page
        /// does not say which.
        case line
        case version = "HTTP version"
        case headers
        case body
    }

    /// What became of the answer, as far as the server can know.
    package enum Outcome: String, Sendable, Hashable {
        /// Every byte was handed to the connection and MHD saw it through.
        case sent = "sent"
        /// An answer was started, but the connection failed or timed out before its end (a
        /// client that stops reading a large answer, a shutdown mid-send).
        case cutShort = "cut short"
        /// The client left before there was an answer to send.
        case clientGone = "client gone"
    }
}
