import FoundationEssentials

/// Which settings file a command uses, and why. First match wins:
/// 1. `--settings PATH` on the command line;
/// 2. the `CHESS_MOTION_SETTINGS` environment variable;
/// 3. `$XDG_CONFIG_HOME/chess-motion/settings.json` (when XDG_CONFIG_HOME is an absolute path,
///    as the XDG spec requires);
/// 4. `~/.config/chess-motion/settings.json`.
package struct SettingsLocation: Sendable, Hashable {
    package enum Source: String, Sendable, Hashable {
        case option = "--settings"
        case environment = "CHESS_MOTION_SETTINGS"
        case xdgConfigHome = "XDG_CONFIG_HOME"
        case home = "HOME"
    }

    package var file: URL
    package var source: Source

    package init(file: URL, source: Source) {
        self.file = file
        self.source = source
    }

    package static let environmentVariable = "CHESS_MOTION_SETTINGS"

    /// An empty `--settings ""` is refused rather than passed over: falling through to the real
    /// settings file would edit the very file the user meant to keep out of it. An empty
    /// environment variable counts as unset, as the XDG variables do.
    package static func resolve(explicitPath: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws(SettingsError) -> SettingsLocation {
        if let explicitPath {
            guard !explicitPath.isEmpty else { throw .emptyPath(source: "--settings") }
            return SettingsLocation(file: URL(fileURLWithPath: explicitPath).standardizedFileURL, source: .option)
        }
        if let path = environment[environmentVariable], !path.isEmpty {
            return SettingsLocation(file: URL(fileURLWithPath: path).standardizedFileURL, source: .environment)
        }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return SettingsLocation(file: URL(fileURLWithPath: config, isDirectory: true)
                .appendingPathComponent("chess-motion/settings.json"), source: .xdgConfigHome)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return SettingsLocation(file: home.appendingPathComponent(".config/chess-motion/settings.json"), source: .home)
    }
}
