import Glibc

extension String {
    /// `format` filled in as C's printf fills it ("%.3f", "%02X", "%016llx"): the libraries'
    /// one printf-style formatter. Foundation's `String(format:)` gives the same text, but its
    /// first call sets up ICU's locale data, and the tool does not load Foundation's
    /// internationalisation at all (Docs/Design.md).
    package init(printf format: String, _ arguments: any CVarArg...) {
        let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        var bytes = [CChar](repeating: 0, count: Int(Swift.max(0, length)) + 1)
        _ = withVaList(arguments) { vsnprintf(&bytes, bytes.count, format, $0) }
        self = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
