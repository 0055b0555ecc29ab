import FoundationEssentials

/// What the word after `-o` names, by the one rule every writing command follows: `-` is
/// standard output; a name ending in `/` or an existing folder is a folder; anything else must
/// have an extension, since a bare name could mean either and a guess would surprise someone.
enum OutputPath {
    static let standardOutput = "-"

    static func isFolder(_ path: String) -> Bool {
        if path.hasSuffix("/") { return true }
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// Refuses a bare name, suggesting both forms: `fileForm` (the name with the extension the
    /// command would write) and the folder form, with what a folder means for this command.
    static func requireExtension(_ path: String, fileForm: String, folderMeaning: String) throws(UsageError) {
        if URL(fileURLWithPath: path).pathExtension.isEmpty {
            throw .outputWithoutExtension(path, fileForm: fileForm, folderMeaning: folderMeaning)
        }
    }
}
