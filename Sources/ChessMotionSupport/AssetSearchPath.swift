import FoundationEssentials

/// Where ChessMotion's data folders (`PieceSets/`, `BoardThemes/`, `Palettes/`) are found, so the
/// tool works from `swift run`, from the built binary, from an installed copy, and with the
/// user's own additions — without rebuilding.
///
/// Search order (the roots, each holding any of the data folders):
/// 1. `$CHESS_MOTION_ASSETS`, if set: one folder, or several separated by `:`;
/// 2. the user's data folder, `$XDG_DATA_HOME/chess-motion` (when XDG_DATA_HOME is absolute) or
///    `~/.local/share/chess-motion`: drop a piece set in `PieceSets/NAME/` or a theme in
///    `BoardThemes/NAME.json` there;
/// 3. the checkout that holds the running executable, found by walking up from it (`swift run`
///    and `.build/debug/chess-motion` both find the repository this way);
/// 4. an installed copy's `PREFIX/share/chess-motion`, for an executable in `PREFIX/bin`;
/// 5. the current directory and its parents, up to the first checkout;
/// 6. the checkout this module was compiled from.
///
/// A single file (`Palettes/default.json`, one theme, one piece set) comes from the first root
/// that has it, so a user's own `wood.json` shadows the built-in one. A listing (which themes
/// exist) is the union over every root. A root is a checkout when it holds
/// `Palettes/default.json`; roots that do not exist are skipped when searched.
package struct AssetSearchPath: Sendable, Hashable {
    package var roots: [URL]

    package init(roots: [URL]) {
        var seen = Set<String>()
        self.roots = roots.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The data folders by name, so that no caller spells them differently.
    package enum Folder: String, Sendable, CaseIterable {
        case pieceSets = "PieceSets"
        case boardThemes = "BoardThemes"
        case palettes = "Palettes"
        case bots = "Bots"
        /// Strings files, one per locale (`Strings/es.json`).
        case strings = "Strings"
        /// The scripts built-in scenes are written as (`Scenes/bots.scene`).
        case scenes = "Scenes"
        /// Sound sets, one folder of WAV files each (`SoundSets/standard/Move.wav`).
        case soundSets = "SoundSets"
    }

    package static let environmentVariable = "CHESS_MOTION_ASSETS"

    /// The search path for this process, in the order documented on the type.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> AssetSearchPath {
        var roots: [URL] = []
        if let explicit = environment[environmentVariable] {
            roots += explicit.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        roots.append(userDataFolder(environment: environment))
        if let executable = executableURL() {
            let folder = executable.deletingLastPathComponent()
            if let root = projectRoot(above: folder) { roots.append(root) }
            roots.append(folder.deletingLastPathComponent().appendingPathComponent("share/chess-motion", isDirectory: true))
        }
        if let root = projectRoot(above: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
            roots.append(root)
        }
        if let root = projectRoot(above: URL(fileURLWithPath: #filePath).deletingLastPathComponent()) {
            roots.append(root)
        }
        return AssetSearchPath(roots: roots)
    }

    /// `$XDG_DATA_HOME/chess-motion`, or `~/.local/share/chess-motion`: where a user drops in
    /// their own piece sets and themes.
    package static func userDataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("chess-motion", isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/chess-motion", isDirectory: true)
    }

    /// The first existing file at `relativePath` under the roots, in search order. A path that
    /// is absolute or climbs with `..` finds nothing: lookups stay inside the roots.
    package func file(_ relativePath: String) -> URL? {
        guard Self.staysInside(relativePath) else { return nil }
        return roots.map { $0.appendingPathComponent(relativePath) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every existing folder named `name` under the roots, in search order.
    package func folders(named name: String) -> [URL] {
        guard Self.staysInside(name) else { return [] }
        return roots.map { $0.appendingPathComponent(name, isDirectory: true) }.filter(Self.isFolder)
    }

    /// The asset called `name` in `folder`: `BoardThemes/NAME.json` when `fileExtension` is given,
    /// the folder `PieceSets/NAME/` when it is nil. The first root that has it wins. A name that
    /// is not a plain name (see `AssetName`) finds nothing, whatever is on disk.
    package func asset(named name: String, in folder: Folder, fileExtension: String? = nil) -> URL? {
        guard AssetName.isValid(name) else { return nil }
        return listing(of: folder, fileExtension: fileExtension).url(named: name)
    }

    /// The names of every asset in `folder` across all roots, sorted and without repeats: the
    /// stems of `*.fileExtension` files, or the subfolders when `fileExtension` is nil. Hidden
    /// entries and names that are not plain names are left out.
    package func assetNames(in folder: Folder, fileExtension: String? = nil) -> [String] {
        listing(of: folder, fileExtension: fileExtension).names
    }

    /// One listing rule for every kind of asset: the folders named `folder` under each root, in
    /// search order.
    package func listing(of folder: Folder, fileExtension: String?) -> AssetFolders {
        AssetFolders(folders: folders(named: folder.rawValue), kind: fileExtension.map { .files(extension: $0) } ?? .folders)
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory
    }

    static func staysInside(_ relativePath: String) -> Bool {
        !relativePath.hasPrefix("/") && !relativePath.split(separator: "/").contains("..")
    }

    /// The nearest folder at or above `start` that holds the project's palettes file.
    static func projectRoot(above start: URL) -> URL? {
        var folder = start.standardizedFileURL
        for _ in 0..<12 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Palettes/default.json").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    static func executableURL() -> URL? {
        let link = "/proc/self/exe"
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link) {
            return URL(fileURLWithPath: target)
        }
        // No /proc: the path the tool was started by, when it names one.
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first)
    }
}
