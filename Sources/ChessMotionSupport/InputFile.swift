#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one guarded way to read a file whose path a user or a data folder supplies. A path can
/// name anything: `/dev/zero` never ends, a FIFO blocks `open` until a writer comes, a folder or
/// a socket is not text, and a 50 MB "settings file" is a mistake or an attack. So the file is
/// opened without blocking, must be a regular file (a symbolic link to one is followed), and is
/// read only up to a cap: the size is checked before reading and enforced while reading, since
/// a file can grow, and `/proc` files report a size of 0.
package enum InputFile {
    /// The file's bytes; a missing file is an error.
    package static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        guard let bytes = try readIfPresent(path, limit: limit) else { throw .missing(path: path) }
        return bytes
    }

    /// The file's bytes, or nil when nothing is at `path` (a dangling link counts as nothing).
    package static func readIfPresent(_ path: String, limit: Int) throws(InputFileError) -> [UInt8]? {
        guard let (descriptor, size) = try openSizedIfPresent(path, limit: limit) else { return nil }
        defer { close(descriptor) }
        return try readAll(descriptor, limit: limit, source: path, expectedSize: size)
    }

    /// The file opened for reading once checked to be a regular file within `limit`, or nil
    /// when nothing is at `path`. The caller closes it.
    package static func openIfPresent(_ path: String, limit: Int) throws(InputFileError) -> Int32? {
        try openSizedIfPresent(path, limit: limit)?.descriptor
    }

    /// `openIfPresent`, with the size the file had when opened.
    private static func openSizedIfPresent(_ path: String, limit: Int) throws(InputFileError) -> (descriptor: Int32, size: Int)? {
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of hanging; it has no
        // effect on a regular file, the only kind read past the check below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            // ENXIO: a FIFO or socket that cannot be opened for reading.
            if code == ENXIO, let kind = FileKind.of(path: path) { throw .notARegularFile(path: path, kind: kind) }
            throw .unreadable(path: path, reason: ErrorReason.text(code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(path: path, reason: ErrorReason.text(code))
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            close(descriptor)
            throw .notARegularFile(path: path, kind: kind)
        }
        guard Int(status.st_size) <= limit else {
            close(descriptor)
            throw .tooLarge(path: path, limit: limit, size: Int(status.st_size))
        }
        return (descriptor, Int(status.st_size))
    }

    /// Reads a descriptor to its end, refusing more than `limit` bytes (reading stops at the
    /// first byte past it, so an endless input costs at most `limit` bytes of memory).
    /// `expectedSize`: a regular file's size when opened, room made for at once (and one byte
    /// more, to see its end): grown as it was read, a kept game GIF sheet of 0.6 MB was copied
    /// five times, a tenth of a kept-sheet GIF's page faults.
    package static func readAll(_ descriptor: Int32, limit: Int, source: String,
                                expectedSize: Int = 0) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(limit, max(0, expectedSize), Int.max - 1) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN {
                    // A non-blocking descriptor with nothing ready: wait for it rather than spin.
                    var waiter = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiter, 1, -1)
                    continue
                }
                throw .unreadable(path: source, reason: ErrorReason.text(code))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(path: source, limit: limit, size: nil) }
        }
    }
}

/// read(2) under a name that the `read` methods above do not shadow.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// What a path names, as messages call it.
package enum FileKind: String, Sendable, Hashable {
    case regular = "a regular file"
    case folder = "a folder"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case fifo = "a FIFO (named pipe)"
    case socket = "a socket"
    case symbolicLink = "a symbolic link"
    case unknown = "an unknown kind of file"

    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// The kind of what `path` names after following links, or nil when nothing is there.
    package static func of(path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }
}

/// Why a guarded read refused; each case names the path and, for size, the limit.
package enum InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case notARegularFile(path: String, kind: FileKind)
    /// `size` is nil when the input was only found to run past the limit while reading.
    case tooLarge(path: String, limit: Int, size: Int?)
    /// A line of a line-by-line input (such as stdin) longer than `limit` bytes.
    case lineTooLong(path: String, line: Int, limit: Int)

    package var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .notARegularFile(let path, _), .tooLarge(let path, _, _),
             .lineTooLong(let path, _, _): path
        }
    }

    /// The reason alone, for messages that name the file themselves.
    package var reason: String {
        switch self {
        case .missing: "no such file"
        case .unreadable(_, let reason): reason
        case .notARegularFile(_, let kind): "it is \(kind.rawValue), not a regular file"
        case .tooLarge(_, let limit, let size):
            "it is " + (size.map { "\(ByteCount.text($0)), " } ?? "")
                + "over the \(ByteCount.text(limit)) limit for this kind of file"
        case .lineTooLong(_, let line, let limit):
            "line \(line) is longer than the \(ByteCount.text(limit)) a line may be"
        }
    }

    package var description: String { "cannot read \(path): \(reason)" }
}
