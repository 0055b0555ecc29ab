internal import CLinuxCalls
import ChessMotionSupport
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

extension PartialOutput {
    /// For an output that is a folder, written whole at `file` (a PNG sequence): flushes it and
    /// moves it into place.
    ///
    /// Where nothing (or an empty folder) is at the destination, the new folder is renamed there
    /// in one step, so the path holds nothing or the whole output at every moment. Where a folder
    /// with entries is already there, it is the user's as much as ours (`"output": "./"` names
    /// the folder that holds the manifest), so it is never swapped out or emptied: the new
    /// entries are renamed into it one by one, replacing only their own names, and then the
    /// entries `isOwnEntry` recognises as an earlier output's (numbered frames) that the new
    /// output does not have are removed. Nothing else in the folder is touched. (Interrupted
    /// while merging, the folder holds a full set of frames, some new and some earlier.)
    package func commitFolder(isOwnEntry: (String) -> Bool) throws(ExportError) {
        // One flush of the file system for every frame and name in the folder.
        try flushWritten(flags: O_RDONLY | O_DIRECTORY, missing: "the written folder is missing", what: "the frames") { syncfs($0) }
        // rename(2) moves a folder over nothing or over an empty folder.
        if rename(file.path, destination.path) != 0 {
            let code = errno
            switch code {
            case EEXIST, ENOTEMPTY:
                try mergeInto(destination.path, isOwnEntry: isOwnEntry)
            case ENOTDIR where Self.isSymbolicLink(destination.path):
                // A link where the folder belongs is swapped for the folder, never written
                // through: it could lead anywhere. The link alone leaves, with the private folder.
                guard renameat2(AT_FDCWD, file.path, AT_FDCWD, destination.path, UInt32(CLINUX_RENAME_EXCHANGE)) == 0 else {
                    throw .unwritable(path: destination.path, reason: ErrorReason.text(errno))
                }
            case ENOTDIR:
                throw .unwritable(path: destination.path, reason: "it is a file, not a folder")
            default:
                throw .unwritable(path: destination.path, reason: ErrorReason.text(code))
            }
        }
        discard()
        Self.flushFolder(destination.deletingLastPathComponent().path)
    }

    /// Renames every entry of `file` into `target` (an existing folder), then removes the
    /// entries of `target` that `isOwnEntry` claims and the new output lacks.
    private func mergeInto(_ target: String, isOwnEntry: (String) -> Bool) throws(ExportError) {
        let written = Self.entries(of: file.path)
        for name in written where rename(file.path + "/" + name, target + "/" + name) != 0 {
            throw .unwritable(path: target + "/" + name, reason: ErrorReason.text(errno))
        }
        let kept = Set(written)
        for name in Self.entries(of: target) where isOwnEntry(name) && !kept.contains(name) {
            // unlink(2) never follows a link, and leaves a folder of the same name alone.
            unlink(target + "/" + name)
        }
        Self.flushFolder(target)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// fsync(2) on a folder, so the names just moved in or out survive a power cut.
    static func flushFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }
}
