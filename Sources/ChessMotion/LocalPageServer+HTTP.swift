import Foundation

/// The one request line `LocalPageServer` needs: the method and the path, percent-decoded and
/// checked to stay inside the served folder. Headers are read past and ignored.
struct HTTPRequest: Sendable, Equatable {
    let method: String
    /// The target's path without its query, decoded.
    let path: String

    /// Where the head ends: just past the first blank line (`\r\n\r\n`, or `\n\n` from a lax
    /// client), or nil while it has not arrived.
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        for index in bytes.indices {
            if bytes[index] == 10, index >= 1, bytes[index - 1] == 10 { return index + 1 }
            if bytes[index] == 10, index >= 3, bytes[index - 1] == 13, bytes[index - 2] == 10, bytes[index - 3] == 13 {
                return index + 1
            }
        }
        return nil
    }

    /// "GET /scenes/bots.js?x=1 HTTP/1.1" → GET, "/scenes/bots.js"; nil (a 400) for anything else.
    static func parse(_ head: [UInt8]) -> HTTPRequest? {
        let lineEnd = head.firstIndex(of: 10) ?? head.endIndex
        guard let line = String(validating: head[..<lineEnd], as: UTF8.self) else { return nil }
        let words = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 3, words[2].hasPrefix("HTTP/1."), words[1].hasPrefix("/") else { return nil }
        let target = words[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard let path = String(target).removingPercentEncoding, !path.contains("\0") else { return nil }
        return HTTPRequest(method: String(words[0]), path: path)
    }

    /// The path below the folder ("" for the folder itself), or nil when a segment would climb
    /// out of it or hide (`..`, `.`, a dot file).
    var relativePath: String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.allSatisfy({ !$0.hasPrefix(".") }) else { return nil }
        return segments.joined(separator: "/")
    }
}

/// A complete response: status line, the few headers a browser needs, and the body.
struct HTTPResponse: Sendable, Equatable {
    enum Status: Int, Sendable {
        case ok = 200
        case badRequest = 400
        case notFound = 404
        case methodNotAllowed = 405
        case headTooLarge = 431

        var reason: String {
            switch self {
            case .ok: "OK"
            case .badRequest: "Bad Request"
            case .notFound: "Not Found"
            case .methodNotAllowed: "Method Not Allowed"
            case .headTooLarge: "Request Header Fields Too Large"
            }
        }
    }

    let status: Status
    let contentType: String
    let body: [UInt8]
    /// False for HEAD: the headers say the length, and no body follows.
    var includesBody = true

    static func status(_ status: Status) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array("\(status.rawValue) \(status.reason)\n".utf8))
    }

    /// The types a kit page holds; a module must be served as JavaScript or the browser refuses it.
    static func contentType(forPath path: String) -> String {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "css": "text/css; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    var serialized: [UInt8] {
        let head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
            + "Content-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\n"
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + (includesBody ? body : [])
    }
}
