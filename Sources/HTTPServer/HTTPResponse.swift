import FoundationEssentials
import Glibc

/// An answer: status, headers and a body that is either bytes in memory or an open file MHD
/// streams (with sendfile where it can), so a large file is never copied per client.
package struct HTTPResponse: Sendable {
    package enum Body: Sendable {
        case bytes(Data)
        /// An open descriptor and how many bytes to send from its start; MHD closes it.
        case file(descriptor: Int32, size: UInt64)
        /// No body and no Content-Length: a HEAD whose GET would make its bytes (a clip)
        /// says what it would send without making it.
        case unmeasured
    }

    package var status: Int
    package var headers: [(name: String, value: String)]
    package var body: Body

    package init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    package init(status: Int, contentType: String, data: Data, headers: [(name: String, value: String)] = []) {
        self.init(status: status, headers: [("Content-Type", contentType)] + headers, body: .bytes(data))
    }

    package var byteCount: UInt64 {
        switch body {
        case .bytes(let data): UInt64(data.count)
        case .file(_, let size): size
        case .unmeasured: 0
        }
    }

    /// The answer as it goes on the wire, head and body, for the one answer MHD cannot send
    /// (`cm_refusal_answer`); every other answer is written by MHD. Only a body in memory.
    func wire(reasonPhrase: String, now: time_t = time(nil)) -> Data {
        guard case .bytes(let data) = body else { return Data() }
        let lines = ["HTTP/1.1 \(status) \(reasonPhrase)", "Date: \(Self.date(now))"] + headers.map { "\($0.name): \($0.value)" }
            + ["Content-Length: \(data.count)"]
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + data
    }

    /// `time` as HTTP dates are written (RFC 9110, section 5.6.7): "Sun, 06 Nov 1994 08:49:37 GMT".
    static func date(_ time: time_t) -> String {
        var time = time, parts = tm()
        gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// Closes the file of an answer that will never be sent, so its descriptor (and, for a
    /// file already unlinked, its bytes on disk) do not outlive the request.
    func discard() {
        if case .file(let descriptor, _) = body { close(descriptor) }
    }
}
