import ChessMotionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash at any instant leaves either the old contents or the new,
/// never a mixture: the new bytes go to a fresh temporary file in the same folder (same file
/// system, so the rename is atomic), are flushed to disk, and only then renamed over the old
/// name; the folder is flushed last so the rename itself survives a power cut.
package enum AtomicFileWriter {
    /// Temporary files are named `.NAME.tmp-PID-RANDOM`: hidden, and recognisable so that one
    /// left by a killed writer can be cleared by the next.
    static func temporaryPrefix(for path: String) -> String {
        "." + POSIXFile.name(of: path) + ".tmp-"
    }

    package static func replace(_ path: String, with bytes: [UInt8]) throws(SettingsError) {
        let folder = POSIXFile.folder(of: path)
        let temporary = folder + "/" + temporaryPrefix(for: path) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let mode = POSIXFile.permissions(of: path) ?? 0o644

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw .unwritable(file: path, operation: "creating a temporary file in \(folder)", reason: ErrorReason.text())
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            // An existing file keeps its permissions; open's mode is filtered by the umask.
            if POSIXFile.permissions(of: path) != nil { fchmod(descriptor, mode) }
            try writeAll(bytes, to: descriptor, file: path)
            guard fsync(descriptor) == 0 else {
                throw SettingsError.unwritable(file: path, operation: "flushing to disk", reason: ErrorReason.text())
            }
        }
        guard rename(temporary, path) == 0 else {
            throw .unwritable(file: path, operation: "renaming the new file into place", reason: ErrorReason.text())
        }
        renamed = true
        try POSIXFile.syncFolder(folder, forFile: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, file: String) throws(SettingsError) {
        if let failure = DescriptorWriter.writeAll(bytes, to: descriptor) {
            throw .unwritable(file: file, operation: "writing", reason: ErrorReason.text(failure))
        }
    }

    /// Removes temporary files left by writers that were killed mid-write. Only safe while
    /// holding the store's lock: every writer holds it for as long as its temporary file exists.
    static func removeLeftovers(besides path: String) {
        let folder = POSIXFile.folder(of: path)
        let prefix = temporaryPrefix(for: path)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var leftovers: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(prefix) { leftovers.append(name) }
        }
        for name in leftovers { unlink(folder + "/" + name) }
    }
}
