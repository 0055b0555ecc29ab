#if canImport(Glibc)
import ChessMotion
import Glibc
#endif
import CLinuxCalls
import ChessMotionSupport
import FoundationEssentials
import HTTPServer

/// The folder a `LocalPageServer` answers from, held open. Every file is opened beneath it with
/// openat2(RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS): the kernel walks the
/// path and refuses `..` out of the folder and any symbolic link in the same step as the open,
/// so swapping a folder for a link between a check and the open (the race a realpath check
/// loses) finds nothing to win. What is opened is then checked with fstat, on the descriptor
/// that will be read: a regular file, or nothing. The file is streamed from that descriptor.
final class KitFolder: Sendable {
    let descriptor: Int32

    init(_ path: String) throws(LocalPageServerError) {
        let descriptor = open(path, CLINUX_O_PATH | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unusableFolder(path, reason: errno == ENOTDIR ? "it is not a folder" : ErrorReason.text(errno))
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else { return Self.status(405, "Method Not Allowed") }
        guard let relative = Self.relativePath(request.path) else { return Self.status(404, "Not Found") }
        // O_NONBLOCK, so a FIFO put in the folder is opened (then refused) instead of waiting for a writer.
        let file = relative.withCString {
            clinux_openat2(descriptor, $0, UInt64(O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK),
                           UInt64(CLINUX_RESOLVE_BENEATH | CLINUX_RESOLVE_NO_SYMLINKS | CLINUX_RESOLVE_NO_MAGICLINKS))
        }
        guard file >= 0 else { return Self.status(404, "Not Found") }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(file)
            return Self.status(404, "Not Found")
        }
        return HTTPResponse(status: 200, headers: Self.headers(type: Self.contentType(forPath: relative)),
                            body: .file(descriptor: file, size: UInt64(status.st_size)))
    }

    /// The path below the folder (`index.html` for the folder itself), or nil when a segment
    /// would climb out of it or hide (`..`, `.`, a dot file) or holds a NUL.
    static func relativePath(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.contains("\0") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.allSatisfy({ !$0.hasPrefix(".") }) else { return nil }
        return segments.isEmpty ? "index.html" : segments.joined(separator: "/")
    }

    static func headers(type: String) -> [(name: String, value: String)] {
        [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("Connection", "close")]
    }

    static func status(_ code: Int, _ reason: String) -> HTTPResponse {
        HTTPResponse(status: code, headers: headers(type: "text/plain; charset=utf-8"), body: .bytes(Data("\(code) \(reason)\n".utf8)))
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
}
