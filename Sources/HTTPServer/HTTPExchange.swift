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
    /// False when the client left or the connection failed before the answer was sent.
    package let completed: Bool
}
