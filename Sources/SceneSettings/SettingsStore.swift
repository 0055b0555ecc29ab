import ChessMotionSupport
import FoundationEssentials
import Glibc

/// The user's settings file: read without a lock (writes are atomic renames, so a reader sees
/// a whole old file or a whole new one), written under an exclusive lock as one
/// read-modify-write, so two writers setting different keys both keep their change.
package struct SettingsStore: Sendable, Hashable {
    package let file: URL

    package init(file: URL) {
        self.file = file
    }

    /// The store for this command line and environment (see `SettingsLocation`).
    package init(explicitPath: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SettingsError) {
        self.init(file: try SettingsLocation.resolve(explicitPath: explicitPath, environment: environment).file)
    }

    /// The lock file that serialises writers, beside the settings file (through its links).
    package var lockFile: URL {
        URL(fileURLWithPath: FileLock.lockPath(for: (try? POSIXFile.writeTarget(for: file.path)) ?? file.path))
    }

    /// The settings as stored, or the defaults when there is no file yet. A file that exists
    /// but cannot be read or understood is an error, never taken for "no settings".
    package func load() throws(SettingsError) -> SettingsDocument {
        try load(mending: nil)
    }

    /// `mending` is a key about to be overwritten: a bad value there is no reason to refuse.
    private func load(mending: SettingsKey?) throws(SettingsError) -> SettingsDocument {
        guard let bytes = try POSIXFile.contents(of: file.path) else { return SettingsDocument(file: file.path) }
        return try SettingsDocument(parsing: bytes, file: file.path, mending: mending)
    }

    /// Reads the current file, applies `change`, and writes the result atomically, all under
    /// the lock. If the file cannot be read, or `change` throws, nothing is written.
    @discardableResult
    package func update(_ change: (inout SettingsDocument) throws(SettingsError) -> Void) throws(SettingsError) -> SettingsDocument {
        try update(mending: nil, change)
    }

    /// The same, with a bad stored value under `mending` (the key `change` is about to set)
    /// passed over instead of refused, so that the command an error suggests can mend it.
    @discardableResult
    package func update(mending: SettingsKey?,
                       _ change: (inout SettingsDocument) throws(SettingsError) -> Void) throws(SettingsError) -> SettingsDocument {
        // Every check that can refuse comes before anything is created (folder, lock file).
        let path = try POSIXFile.writeTarget(for: file.path)
        try POSIXFile.checkReplaceable(path)
        try createFolder(for: path)
        return try FileLock.withExclusiveLock(for: path) { () throws(SettingsError) -> SettingsDocument in
            var document = try SettingsStore(file: URL(fileURLWithPath: path)).load(mending: mending)
            try change(&document)
            AtomicFileWriter.removeLeftovers(besides: path)
            try AtomicFileWriter.replace(path, with: Array(document.encoded()))
            return document
        }
    }

    /// Sets one key from text a user typed, checked against what is installed. A bad value
    /// already stored under that key does not stop it: this is how the file is mended.
    @discardableResult
    package func set(_ key: SettingsKey, to text: String, catalogue: SettingsCatalogue) throws(SettingsError) -> SettingsDocument {
        try update(mending: key) { (document: inout SettingsDocument) throws(SettingsError) in
            try document.set(key, text: text, catalogue: catalogue)
        }
    }

    /// Moves whatever file is there (corrupt, newer, or fine) aside to a backup beside it, then
    /// writes the defaults. Returns the backup, or nil when there was no file to keep.
    @discardableResult
    package func reset() throws(SettingsError) -> URL? {
        let path = try POSIXFile.writeTarget(for: file.path)
        try POSIXFile.checkReplaceable(path)
        try createFolder(for: path)
        return try FileLock.withExclusiveLock(for: path) { () throws(SettingsError) -> URL? in
            var backup: String?
            // Again under the lock: what is renamed aside must still be a regular file.
            if try POSIXFile.writeTarget(for: path) != path { throw .notARegularFile(file: path, kind: "a symbolic link") }
            if POSIXFile.exists(path) {
                let destination = Self.backupPath(for: path, at: Date())
                guard rename(path, destination) == 0 else {
                    throw .unwritable(file: path, operation: "moving the old file to \(destination)", reason: ErrorReason.text())
                }
                backup = destination
            }
            var defaults = SettingsDocument(file: path)
            for key in SettingsKey.allCases { defaults.storeExplicitly(key) }
            AtomicFileWriter.removeLeftovers(besides: path)
            try AtomicFileWriter.replace(path, with: Array(defaults.encoded()))
            return backup.map { URL(fileURLWithPath: $0) }
        }
    }

    /// `settings.json.backup-20250314-101500`, with `-2`, `-3`... if that name is taken. Chosen
    /// under the lock, so two resets cannot pick the same name.
    static func backupPath(for path: String, at date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down)), local = tm()
        localtime_r(&seconds, &local)
        var stamp = [CChar](repeating: 0, count: 32)
        let length = strftime(&stamp, stamp.count, "%Y%m%d-%H%M%S", &local)
        let base = path + ".backup-" + String(decoding: stamp.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var candidate = base
        var counter = 2
        while POSIXFile.exists(candidate) {
            candidate = base + "-\(counter)"
            counter += 1
        }
        return candidate
    }

    private func createFolder(for path: String) throws(SettingsError) {
        let folder = POSIXFile.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(file: path, operation: "creating the folder \(folder)",
                              reason: ErrorReason.of(error))
        }
    }
}
