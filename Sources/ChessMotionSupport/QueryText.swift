/// A value for a URL's query that a page's `URLSearchParams` reads back as written: every byte
/// but RFC 3986's unreserved characters and `/` percent-encoded, so a scene named `a&b=c` or
/// `x+y` stays one value and keeps its `+` (which a query's reader takes for a space).
package enum QueryText {
    package static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if isAlphanumeric || "-._~/".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += String(printf: "%%%02X", byte)
            }
        }
        return result
    }
}
