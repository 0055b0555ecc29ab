/// Why the server could not start.
package enum HTTPServerError: Error, CustomStringConvertible, Sendable {
    /// The address is not a numeric IPv4 or IPv6 address.
    case badHost(String)
    /// Binding or starting failed; `reason` is the system's word for it.
    case cannotListen(host: String, port: Int, reason: String)
    /// libmicrohttpd, opened on first use rather than linked, could not be; `reason` names the
    /// library and gives dlopen's word for it.
    case libraryUnavailable(reason: String)

    package var description: String {
        switch self {
        case .badHost(let host):
            "cannot listen on '\(host)': give a numeric address such as 127.0.0.1, 0.0.0.0 or ::1"
        case let .cannotListen(host, port, reason):
            "cannot listen on \(host):\(port): \(reason)"
        case .libraryUnavailable(let reason):
            "cannot serve: \(reason) (install libmicrohttpd12)"
        }
    }
}
