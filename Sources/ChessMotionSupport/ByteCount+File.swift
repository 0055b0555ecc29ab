import FoundationEssentials
import Glibc

extension ByteCount {
    /// The size of a written file, or nil if it cannot be read (a report then leaves it out).
    /// One `stat`: `FileManager.attributesOfItem` also looks up the owner's and group's names.
    package static func ofFile(at url: URL) -> Int? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
