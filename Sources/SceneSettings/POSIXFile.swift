#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the store needs, with errno turned into words. Foundation's file APIs
/// neither fsync nor lock, and their errors do not say which step failed.
enum POSIXFile {
    static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The file's bytes, or nil when there is no file. Any other failure (permissions, a folder
    /// in its place) is an error: a file that exists but cannot be read must not be taken for
    /// "no settings" and then overwritten.
    static func contents(of path: String) throws(SettingsError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .unreadable(file: path, reason: errorText(code))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(file: path, reason: "it is a folder, not a file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: errorText())
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Whether anything (a file, a folder, a dangling link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The permission bits of the file at `path`, if there is one.
    static func permissions(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// Where a write to `path` must land: through a symbolic link to the file it names (a
    /// dotfiles manager's link stays a link), otherwise `path` itself.
    static func writeTarget(for path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Flushes a folder's entries (a rename or a new name) to disk.
    static func syncFolder(_ folder: String, forFile file: String) throws(SettingsError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unwritable(file: file, operation: "opening the folder to flush it", reason: errorText())
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw .unwritable(file: file, operation: "flushing the folder", reason: errorText())
        }
    }
}
