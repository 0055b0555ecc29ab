import ChessMotionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the store needs, with errno turned into words. Foundation's file APIs
/// neither fsync nor lock, and their errors do not say which step failed.
enum POSIXFile {
    /// The largest settings file read. Real ones are a few hundred bytes; the cap keeps a
    /// mistaken or hostile path (a 50 MB file, `/dev/zero`) from costing memory and time.
    static let maximumSize = 1 << 20

    /// The file's bytes, or nil when there is no file. Any other failure (permissions, a folder
    /// or a device in its place, a file past the size cap) is an error: a file that exists but
    /// cannot be read must not be taken for "no settings" and then overwritten.
    static func contents(of path: String) throws(SettingsError) -> [UInt8]? {
        do {
            return try InputFile.readIfPresent(path, limit: maximumSize)
        } catch {
            switch error {
            case .notARegularFile(_, let kind): throw .notARegularFile(file: path, kind: kind.rawValue)
            case .tooLarge(_, let limit, let size): throw .tooLarge(file: path, size: size, limit: limit)
            case .missing: return nil
            case .unreadable, .lineTooLong: throw .unreadable(file: path, reason: error.reason)
            }
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

    /// How many links deep a settings path may go before it is taken for a loop (as the kernel's
    /// own limit, ELOOP, does).
    static let maximumLinkDepth = 40

    /// Where a write to `path` must land: through symbolic links to the file they name (a
    /// dotfiles manager's link stays a link, and a dangling one gets its target created),
    /// otherwise `path` itself. Anything but a regular file or nothing is refused: `settings
    /// reset` must never rename `/dev/null` or a folder aside.
    static func writeTarget(for path: String) throws(SettingsError) -> String {
        var current = path
        for _ in 0...maximumLinkDepth {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                let code = errno
                // ENOTDIR: a file where a folder should be; creating the folder reports it.
                if code == ENOENT || code == ENOTDIR { return current }
                throw .unreadable(file: current, reason: ErrorReason.text(code))
            }
            switch FileKind(mode: status.st_mode) {
            case .regular:
                return current
            case .symbolicLink:
                guard let target = linkTarget(current) else { throw .unreadable(file: current, reason: ErrorReason.text()) }
                current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
            case let kind:
                throw .notARegularFile(file: current == path ? path : "\(path) (through links, \(current))", kind: kind.rawValue)
            }
        }
        throw .unreadable(file: path, reason: "more than \(maximumLinkDepth) symbolic links deep (a loop?)")
    }

    /// What a symbolic link says, unresolved.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Refuses to replace a file its owner made read-only, or one this user may not write:
    /// rename(2) needs only the folder's permission, so without this check a `chmod a-w`
    /// settings file would be silently rewritten (and by root, any file).
    static func checkReplaceable(_ path: String) throws(SettingsError) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let mode = status.st_mode & 0o7777
        if mode & 0o222 == 0 || access(path, W_OK) != 0 {
            throw .readOnly(file: path, permissions: permissionText(mode))
        }
    }

    /// `r--r--r--` for 0o444.
    static func permissionText(_ mode: mode_t) -> String {
        let letters: [Character] = ["r", "w", "x"]
        return String((0..<9).map { bit in mode & (0o400 >> mode_t(bit)) != 0 ? letters[bit % 3] : "-" })
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
            throw .unwritable(file: file, operation: "opening the folder to flush it", reason: ErrorReason.text())
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw .unwritable(file: file, operation: "flushing the folder", reason: ErrorReason.text())
        }
    }
}
