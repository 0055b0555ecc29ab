import FoundationEssentials

/// One request as it arrived whole: MHD has parsed the head and the body is read to its end
/// before any handler sees it, so nothing downstream waits on the client.
package struct HTTPRequest: Sendable {
    /// `GET`, `POST`, ... as the client wrote it.
    package let method: String
    /// The path, percent-decoded by MHD, without the query.
    package let path: String
    /// The query's parameters in the order written, each decoded.
    package let query: [(name: String, value: String)]
    /// Header names lower-cased.
    package let headers: [String: String]
    package let body: Data

    package init(method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
                 body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    package func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Bytes of query text, names and values together: what the query-length cap counts.
    package var queryLength: Int { Self.queryLength(query) }

    static func queryLength(_ query: [(name: String, value: String)]) -> Int {
        query.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 }
    }
}
