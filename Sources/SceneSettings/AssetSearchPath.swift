import Foundation

/// Where ChessMotion's data folders (`PieceSets/`, `BoardThemes/`, `Palettes/`) are found, so the
/// tool works from `swift run`, from the built binary, from an installed copy, and with the
/// user's own additions — without rebuilding.
///
/// Search order, first match wins for a file, all roots are listed for a folder:
/// 1. `$CHESS_MOTION_ASSETS`, if set (a folder holding the data folders);
/// 2. the user's data folder, `$XDG_DATA_HOME/chess-motion` or `~/.local/share/chess-motion`;
/// 3. the project checkout or install that holds the running executable, found by walking up
///    from the executable (an installed copy keeps them in `PREFIX/share/chess-motion`);
/// 4. the current directory and its parents;
/// 5. the checkout this module was compiled from.
public struct AssetSearchPath: Sendable, Hashable {
    public var roots: [URL]

    public init(roots: [URL]) {
        self.roots = roots
    }

    /// The search path for this process.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> AssetSearchPath {
        var roots: [URL] = []
        if let explicit = environment["CHESS_MOTION_ASSETS"], !explicit.isEmpty {
            roots.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        roots.append(userDataFolder(environment: environment))
        if let executable = executableURL() {
            if let root = projectRoot(above: executable.deletingLastPathComponent()) { roots.append(root) }
            roots.append(executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/chess-motion", isDirectory: true))
        }
        if let root = projectRoot(above: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
            roots.append(root)
        }
        if let root = projectRoot(above: URL(fileURLWithPath: #filePath).deletingLastPathComponent()) {
            roots.append(root)
        }
        var seen = Set<String>()
        return AssetSearchPath(roots: roots.filter { seen.insert($0.standardizedFileURL.path).inserted })
    }

    /// `$XDG_DATA_HOME/chess-motion`, or `~/.local/share/chess-motion`: where a user drops in
    /// their own piece sets and themes.
    public static func userDataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("chess-motion", isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/chess-motion", isDirectory: true)
    }

    /// The first existing file at `relativePath` under the roots, in search order.
    public func file(_ relativePath: String) -> URL? {
        roots.map { $0.appendingPathComponent(relativePath) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every existing folder named `name` under the roots, in search order.
    public func folders(named name: String) -> [URL] {
        roots.map { $0.appendingPathComponent(name, isDirectory: true) }.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
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
        return Bundle.main.executableURL
    }
}
