import CMicroHTTPD

/// A request libmicrohttpd refused itself, before any handler saw it, and the JSON answer that
/// goes out in place of its HTML page. Its statuses are kept, but for a chunk line too long for
/// the buffer, which MHD answers 500 as if the fault were its own.
struct MHDRefusal {
    let reason: cm_refusal
    /// The status MHD chose.
    let status: Int

    init(_ reason: cm_refusal, status: Int) {
        self.reason = reason
        self.status = status
    }

    /// The part of the request refused, for the access log.
    var part: HTTPExchange.Refusal {
        switch reason {
        case CM_REFUSED_HEAD_TOO_LARGE: status == 414 ? .requestLine : .headers
        case CM_REFUSED_NO_HOST, CM_REFUSED_LENGTH_MALFORMED, CM_REFUSED_LENGTH_TOO_LARGE: .headers
        case CM_REFUSED_CHUNK_MALFORMED, CM_REFUSED_CHUNK_TOO_LARGE, CM_REFUSED_CHUNK_LINE_TOO_LONG: .body
        case CM_REFUSED_VERSION: .version
        default: .line
        }
    }

    /// `buffer` is the bytes MHD reads of a head or a chunk line at most.
    func answer(buffer: Int) -> HTTPResponse {
        let (sent, problem): (Int, String) = switch reason {
        case CM_REFUSED_HEAD_TOO_LARGE:
            (status, "the request \(part == .requestLine ? "line" : "head") is longer than the \(buffer) bytes read")
        case CM_REFUSED_NO_HOST: (status, "an HTTP/1.1 request needs a Host header")
        case CM_REFUSED_LENGTH_MALFORMED: (status, "Content-Length is not a length in bytes")
        case CM_REFUSED_LENGTH_TOO_LARGE: (status, "Content-Length is past any length read")
        case CM_REFUSED_CHUNK_MALFORMED: (status, "a chunk's size is not hexadecimal, or a chunk does not end with CRLF")
        case CM_REFUSED_CHUNK_TOO_LARGE: (status, "a chunk's size is past 64 bits")
        case CM_REFUSED_CHUNK_LINE_TOO_LONG: (400, "a chunk's size line is longer than the \(buffer) bytes read")
        case CM_REFUSED_VERSION: (status, "only HTTP/1.0 and HTTP/1.1 are spoken")
        default: (status, "a line of the request (its request line, a header or a trailer) does not parse")
        }
        return HTTPServer.refusal(status: sent, problem: problem, where: part.rawValue)
    }
}
