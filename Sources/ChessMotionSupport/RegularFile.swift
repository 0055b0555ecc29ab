#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one guarded read of a data file. `Data(contentsOf:)` follows a path wherever it leads: a
/// FIFO blocks it forever, `/dev/zero` or a huge file fills memory. Here a path must name a
/// regular file (directly or through a symbolic link, which dotfile managers use) of bounded size.
package enum RegularFile {
    /// Far more than any palette, theme, manifest, bots or settings file needs (they are a few
    /// KiB), and small enough that a mistaken path costs nothing.
    package static let dataFileLimit = 4 * 1024 * 1024

    /// The file's bytes, or why they cannot be had. Opens without blocking (a FIFO with no
    /// writer would otherwise hang `open` itself), then asks the opened descriptor what it is,
    /// so that what is checked is what is read.
    package static func read(_ url: URL, limit: Int = dataFileLimit) throws(DataFileError) -> [UInt8] {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened at all; name it rather than report "no such device".
            if let kind = kind(at: path) { throw .notARegularFile(file: path, kind: kind) }
            throw .unreadable(file: path, reason: errorText(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: path, reason: errorText(errno)) }
        if let kind = kind(of: status.st_mode) { throw .notARegularFile(file: path, kind: kind) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(file: path, size: Int(status.st_size), limit: limit) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(file: path, reason: errorText(code))
            }
            bytes.append(contentsOf: chunk[0..<count])
            // The file grew after fstat: still bounded.
            if bytes.count > limit { throw .tooLarge(file: path, size: bytes.count, limit: limit) }
        }
    }

    /// What is at `path` when it is not a regular file, following links; nil for a regular
    /// file or nothing at all.
    private static func kind(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(of: status.st_mode)
    }

    /// Nil for a regular file, else the kind in words.
    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
