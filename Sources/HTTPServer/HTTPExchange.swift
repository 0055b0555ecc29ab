import Foundation

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
