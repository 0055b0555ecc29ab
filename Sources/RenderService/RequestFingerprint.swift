import ChessMotionSupport
import FoundationEssentials

/// The ETag of a request: a `StableDigest` of the route, the normalised parameters, the body and
/// the tool's version. Equal requests give equal tags on every instance; any change to what is
/// drawn, or a new version, gives another.
package enum RequestFingerprint {
    package static func etag(route: String, parameters: String, body: Data, version: String) -> String {
        var digest = StableDigest()
        digest.add(version)
        digest.add(route)
        digest.add(parameters)
        digest.add(body)
        return "\"" + digest.hex + "\""
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
