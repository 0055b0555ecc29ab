internal import CLinuxCalls
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension PartialOutput {
    /// For an output that is a folder, written whole at `file` (a PNG sequence): flushes it and
    /// moves it into place. A destination that exists is exchanged for the new folder in one
    /// step (renameat2's RENAME_EXCHANGE) and leaves with the private folder, so the path holds
    /// the earlier output or the whole new one at every moment, a crash included.
    package func commitFolder() throws(ExportError) {
        // One flush of the file system for every frame and name in the folder.
        try flushWritten(flags: O_RDONLY | O_DIRECTORY, missing: "the written folder is missing", what: "the frames") { syncfs($0) }
        // rename(2) moves a folder over nothing or over an empty folder; anything else there is
        // swapped out whole.
        if rename(file.path, destination.path) != 0 {
            guard [EEXIST, ENOTEMPTY, ENOTDIR, EISDIR].contains(errno),
                  renameat2(AT_FDCWD, file.path, AT_FDCWD, destination.path, UInt32(CLINUX_RENAME_EXCHANGE)) == 0 else {
                throw .unwritable(path: destination.path, reason: String(cString: strerror(errno)))
            }
        }
        discard()
        let parent = open(destination.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if parent >= 0 {
            fsync(parent)
            close(parent)
        }
    }
}
