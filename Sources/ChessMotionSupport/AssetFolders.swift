import FoundationEssentials

/// Lists named assets across a list of folders in precedence order: the first folder that has a
/// name wins, so a caller puts the user's own folders first to let them override built-ins.
package struct AssetFolders: Sendable {
    package enum Kind: Sendable {
        /// `NAME.EXT` files (themes).
        case files(extension: String)
        /// `NAME/` folders (piece sets).
        case folders
    }

    package let folders: [URL]
    package let kind: Kind

    package init(folders: [URL], kind: Kind) {
        self.folders = folders
        self.kind = kind
    }

    /// Every name once, sorted, with the location that wins.
    package var entries: [(name: String, url: URL)] {
        var found: [String: URL] = [:]
        for folder in folders {
            for (name, url) in list(folder) where found[name] == nil {
                found[name] = url
            }
        }
        return found.keys.sorted().compactMap { name in found[name].map { (name, $0) } }
    }

    package var names: [String] { entries.map(\.name) }

    /// Where `name` lives, or nil. Looks the name up directly rather than listing, so a folder
    /// full of unrelated files costs nothing.
    package func url(named name: String) -> URL? {
        for folder in folders {
            let url: URL
            var isDirectory = false
            switch kind {
            case .files(let ext):
                url = folder.appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory { return url }
            case .folders:
                url = folder.appendingPathComponent(name, isDirectory: true)
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory { return url }
            }
        }
        return nil
    }

    /// The folder's names and a `stat` each. Listing through URL resource values looked up each
    /// file's owner and group in /etc/passwd and /etc/group: 16 pairs of opens before a render's
    /// first frame.
    private func list(_ folder: URL) -> [(String, URL)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.compactMap { entry in
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isDirectory) else {
                return nil
            }
            switch kind {
            case .files(let ext):
                let file = folder.appendingPathComponent(entry, isDirectory: false)
                guard !isDirectory, file.pathExtension == ext else { return nil }
                let name = file.deletingPathExtension().lastPathComponent
                return AssetName.isValid(name) ? (name, file) : nil
            case .folders:
                guard isDirectory, AssetName.isValid(entry) else { return nil }
                return (entry, folder.appendingPathComponent(entry, isDirectory: true))
            }
        }
    }
}
