import FoundationEssentials

/// The ETag of a request: two 64-bit FNV-1a hashes (different offsets) of the route, the
/// normalised parameters, the body and the tool's version. Equal requests give equal tags on
/// every instance; any change to what is drawn, or a new version, gives another.
package enum RequestFingerprint {
    package static func etag(route: String, parameters: String, body: Data, version: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            // A separator, so ("ab", "c") and ("a", "bc") differ.
            first = (first ^ 0xFF) &* 0x0000_0100_0000_01B3
            second = (second ^ 0xFE) &* 0x0000_0100_0000_01B3
        }
        mix(version.utf8)
        mix(route.utf8)
        mix(parameters.utf8)
        mix(body)
        return "\"" + String(printf: "%016llx%016llx", first, second) + "\""
    }

    /// Whether `If-None-Match` names `etag` (a list, a weak form, or `*`).
    package static func matches(_ header: String?, _ etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingSpaces()
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}
