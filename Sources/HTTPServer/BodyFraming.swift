import FoundationEssentials

/// How a request says where its body ends, checked before the body is read (RFC 9112 §6): a
/// request whose framing two parties could read two ways is refused, so no request can hide
/// inside another (smuggling). libmicrohttpd lets all of these through.
enum BodyFraming {
    /// Why the head's framing is refused; nil when it is one clear length or plain chunks.
    static func problem(in headers: [(name: String, value: String)]) -> String? {
        let lengths = headers.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        let codings = headers.filter { $0.name.lowercased() == "transfer-encoding" }
            .flatMap { $0.value.split(separator: ",") }
            .map { $0.trimmingSpaces().lowercased() }
        if !codings.isEmpty {
            if !lengths.isEmpty { return "Content-Length and Transfer-Encoding together: the body's end is ambiguous" }
            if codings != ["chunked"] { return "only the chunked transfer coding is taken" }
        }
        let values = Set(lengths.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces() })
        if values.count > 1 { return "Content-Length is given more than once with different values" }
        if let value = values.first, UInt64(value) == nil { return "Content-Length is not a length" }
        return nil
    }
}
