import ChessMotionSupport
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an output is written until it is complete: a private folder beside the destination,
/// made by mkdtemp(3) (a fresh random name, mode 0700, owned by us), holding the file under
/// the destination's own name. Nobody else can plant a link or a file in that folder, so the
/// path handed to ffmpeg is one only this process could have created; and being on the same
/// file system as the destination, the finished file is renamed into place atomically.
///
/// The folder's name starts `.NAME.partial-PID-`, so a later run can recognise one left by a
/// process that was killed (SIGKILL cannot be caught) and clear it once that process is gone.
package struct PartialOutput: Sendable {
    /// The private folder.
    package let folder: URL
    /// The file inside it that the encoder writes.
    package let file: URL
    package let destination: URL

    /// `.NAME.partial-`: every partial output for `destination` starts with this.
    package static func prefix(for destination: URL) -> String {
        "." + destination.lastPathComponent + ".partial-"
    }

    /// Makes the private folder beside `destination`.
    package static func create(for destination: URL) throws(ExportError) -> PartialOutput {
        let parent = destination.deletingLastPathComponent()
        var template = Array((parent.path + "/" + prefix(for: destination) + "\(getpid())-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) != nil }
        guard made else {
            throw .unwritable(path: destination.path, reason: "cannot create a private folder for the partial file in "
                + "\(parent.path): \(ErrorReason.text(errno))")
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        return PartialOutput(folder: folder, file: folder.appendingPathComponent(destination.lastPathComponent),
                             destination: destination)
    }

    /// Flushes the finished file to disk, renames it over the destination and flushes the
    /// folder, so that after a power cut the destination holds the old file or the whole new one.
    package func commit() throws(ExportError) {
        try flushWritten(flags: O_RDONLY, missing: "the encoded file is missing", what: "the new file") { fsync($0) }
        guard rename(file.path, destination.path) == 0 else {
            throw .unwritable(path: destination.path, reason: ErrorReason.text(errno))
        }
        rmdir(folder.path)
        let parent = open(destination.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if parent >= 0 {
            fsync(parent)
            close(parent)
        }
    }

    /// Opens what was written at `file` (never through a link), runs `flush` on it and closes
    /// it: the one step before the rename that makes a crash leave the old output or the new.
    func flushWritten(flags: Int32, missing: String, what: String, _ flush: (Int32) -> Int32) throws(ExportError) {
        let descriptor = open(file.path, flags | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(path: destination.path, reason: missing) }
        let flushed = flush(descriptor) == 0
        let code = errno
        close(descriptor)
        guard flushed else {
            throw .unwritable(path: destination.path, reason: "flushing \(what) to disk failed: \(ErrorReason.text(code))")
        }
    }

    /// Removes the partial file and its folder; safe to call more than once.
    package func discard() {
        Self.discardFolder(folder.path)
    }

    /// The same removal as a closure a signal handler can run without touching `self`.
    package var discarding: @Sendable () -> Void {
        let path = folder.path
        return { Self.discardFolder(path) }
    }

    /// Removes a private folder that a writer may still be adding to: a signal's clean-up runs
    /// while the render's threads write frames into it. The folder is first renamed, keeping
    /// its `.NAME.partial-PID-` prefix, so that no path into it works any more; then it is
    /// emptied and removed, pass after pass, a little apart, for a file whose creation was
    /// already under way (creating a file can take a millisecond on a slow disk).
    ///
    /// Two threads may discard the same folder at once (a signal's clean-up, and the render's
    /// thread seeing ffmpeg die of it). Both work on the retired name as well as the first, so
    /// neither returns while the other's removal is still going: the signal's thread exits the
    /// process when this returns, and a folder half removed stayed behind.
    static func discardFolder(_ path: String) {
        let retired = path + "-discarded"
        _ = rename(path, retired)
        for _ in 0..<discardPasses {
            removeFolder(retired)
            removeFolder(path)
            if access(retired, F_OK) != 0, access(path, F_OK) != 0 { return }
            usleep(2_000)
        }
    }

    /// At most a tenth of a second of passes.
    private static let discardPasses = 50

    /// Clears partial outputs for `destination` left by processes that no longer exist: folders
    /// this tool made (and, from older versions, plain `.NAME.partial-PID` files). Only entries
    /// owned by this user are touched, and inside a folder only its plain entries are unlinked
    /// (never followed), so a planted link cannot turn the clean-up against another file.
    /// Returns how many were cleared.
    @discardableResult
    package static func clearStale(besides destination: URL) -> Int {
        let prefix = prefix(for: destination)
        return clearStale(in: destination.deletingLastPathComponent().path) { name in
            name.hasPrefix(prefix) ? name.dropFirst(prefix.count) : nil
        }
    }

    /// Clears every entry of `folder` whose name `owner` maps to text starting with a PID
    /// (`1234` or `1234-...`) of a process that is gone.
    static func clearStale(in folder: String, owner: (String) -> Substring?) -> Int {
        let stale = entries(of: folder).filter { name in
            guard let rest = owner(name), let pid = processIdentifier(in: rest) else { return false }
            return pid != getpid() && !isAlive(pid)
        }
        var cleared = 0
        for name in stale {
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_uid == geteuid() else { continue }
            remove(path, status: status)
            cleared += 1
        }
        return cleared
    }

    /// Removes the partial entry at `path`, which `status` (its `lstat`) describes: a folder
    /// through `discardFolder`, so a writer still adding to it cannot leave a file behind;
    /// anything else unlinked, never followed.
    static func remove(_ path: String, status: stat) {
        if status.st_mode & S_IFMT == S_IFDIR {
            discardFolder(path)
        } else {
            unlink(path)
        }
    }

    /// The names in a folder, without `.` and `..`.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The PID at the start of `rest` (`1234` or `1234-abc`).
    static func processIdentifier(in rest: Substring) -> pid_t? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 10, rest.dropFirst(digits.count).first.map({ $0 == "-" }) ?? true else {
            return nil
        }
        return pid_t(digits)
    }

    /// Whether a process with this id exists (EPERM: it exists but belongs to someone else).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Unlinks the folder's entries without following any link, then the folder itself. A
    /// folder inside (a PNG sequence's frames) is emptied the same way, a few levels deep at most.
    static func removeFolder(_ path: String) {
        removeFolder(named: path, in: AT_FDCWD, depth: 0)
    }

    private static let removalDepth = 4

    private static func removeFolder(named name: String, in parent: Int32, depth: Int) {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor >= 0, let directory = fdopendir(descriptor) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            for name in names where unlinkat(dirfd(directory), name, 0) != 0 && errno == EISDIR && depth < removalDepth {
                removeFolder(named: name, in: dirfd(directory), depth: depth + 1)
            }
            closedir(directory)
        } else if descriptor >= 0 {
            close(descriptor)
        }
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
