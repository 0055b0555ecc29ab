import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import FoundationEssentials
import HTTPServer
import SceneSettings
import Synchronization

/// What one studio holds between requests: the file it was started with (the only file it ever
/// writes), the per-run token its page address carries, and the kit pages it resolved lately.
/// `serve` holds one too, with neither file nor token: its `/studio` page keeps the text in the
/// browser's storage and answers as every route of a public service does.
package final class StudioSession: Sendable {
    /// The path given to `chess-motion studio`, as given; nil for an empty studio.
    package let file: String?
    /// The secret every request must carry (`?token=` on the page's address, the
    /// `X-Chess-Motion-Token` header on the page's requests); nil on `serve`.
    package let token: String?
    private let pages = Mutex<(next: Int, html: [Int: Data])>((1, [:]))
    /// The port the service listens on, set once it does: the `Host` and `Origin` a request
    /// must name. Kept here so a request never waits on the server's own lock (held while it stops).
    let port = Atomic<Int>(0)

    /// The kit pages kept: the page loads the newest within milliseconds of asking for it.
    static let keptPages = 4
    static let tokenHeader = "X-Chess-Motion-Token"
    static let versionHeader = "X-Chess-Motion-Version"

    package init(file: String?, token: String?) {
        self.file = file
        self.token = token
    }

    /// A studio for `file` with a fresh token of 128 random bits.
    package static func local(file: String?) -> StudioSession {
        var generator = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in String(printf: "%08x", generator.next() as UInt32) }.joined()
        return StudioSession(file: file, token: token)
    }

    /// The page's address on `port`.
    package func address(port: Int) -> String {
        "http://127.0.0.1:\(port)/studio" + (token.map { "?token=" + $0 } ?? "")
    }

    /// Keeps `html` and says its number.
    func keep(_ html: Data) -> Int {
        pages.withLock { pages in
            let number = pages.next
            pages.next += 1
            pages.html[number] = html
            pages.html = pages.html.filter { $0.key > number - Self.keptPages }
            return number
        }
    }

    func page(_ number: Int) -> Data? {
        pages.withLock { $0.html[number] }
    }

    /// The file's text now and its version: a fingerprint the page sends back with a save, so
    /// a change made on disk meanwhile is seen.
    func read() throws(StudioError) -> (text: String, version: String) {
        guard let file else { throw .noFile }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            if !FileManager.default.fileExists(atPath: file) { return ("", Self.version(of: Data())) }
            throw .unreadable(file, reason: ErrorReason.of(error))
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(file, reason: "it is not UTF-8 text") }
        return (text, Self.version(of: data))
    }

    /// Writes `text` over the file, atomically (a new file renamed into place), if the file is
    /// still the version the page last saw; otherwise the disk's text comes back, untouched.
    func save(_ text: Data, seen version: String?) throws(StudioError) -> String {
        guard let file else { throw .noFile }
        let disk = try read()
        guard version == disk.version else { throw .changedOnDisk(text: disk.text, version: disk.version) }
        guard String(data: text, encoding: .utf8) != nil else { throw .notText }
        // The settings store's writer: a new file flushed, renamed over the old, the folder flushed.
        do { try AtomicFileWriter.replace(file, with: [UInt8](text)) } catch {
            throw .unwritable(file, reason: error.description)
        }
        return Self.version(of: text)
    }

    static func version(of data: Data) -> String {
        String(RequestFingerprint.etag(route: "studio", parameters: "", body: data, version: "").dropFirst().dropLast())
    }

    /// Whether `request` may use this studio: sent to the loopback address by the page (its
    /// `Host`, its `Origin` if any) and carrying the token. Nil when it may; the reason if not.
    func refusal(of request: HTTPRequest) -> String? {
        guard let token else { return nil }
        let port = port.load(ordering: .relaxed)
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.header("Host"), hosts.contains(host.lowercased()) else {
            return "the Host header names another server than this studio's"
        }
        if let origin = request.header("Origin"), !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return "requests from another origin (\(origin)) are refused"
        }
        let given = request.header(Self.tokenHeader) ?? request.query.first { $0.name == "token" }?.value
        guard given == token else { return "the studio's token is missing or wrong: open the address the studio printed" }
        return nil
    }
}

/// Why a studio request was refused, each with its status.
package enum StudioError: Error, Sendable, Equatable {
    case refused(String)
    case noFile
    case changedOnDisk(text: String, version: String)
    case notText
    case unreadable(String, reason: String)
    case unwritable(String, reason: String)
    case notFound(String)
    case badRequest(String)

    var status: Int {
        switch self {
        case .refused: 403
        case .noFile: 409
        case .changedOnDisk: 409
        case .notText, .badRequest: 400
        case .notFound: 404
        case .unreadable, .unwritable: 500
        }
    }

    var message: String {
        switch self {
        case let .refused(reason): reason
        case .noFile: "this studio was started without a file; the page keeps the text in the browser's storage"
        case .changedOnDisk: "the file changed on disk since it was opened; nothing was written"
        case .notText: "the text is not UTF-8"
        case let .unreadable(file, reason): "cannot read \(file): \(reason)"
        case let .unwritable(file, reason): "cannot write \(file): \(reason)"
        case let .notFound(path): "no studio page at \(path)"
        case let .badRequest(reason): reason
        }
    }
}
