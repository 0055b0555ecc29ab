/// A user's base folders as freedesktop's Base Directory specification places them: the
/// variable's folder when it is an absolute path, else its default under an absolute `$HOME`.
/// A relative value is ignored, as the specification asks.
package enum XDGFolder: String, Sendable, CaseIterable {
    case cache = "XDG_CACHE_HOME"
    case data = "XDG_DATA_HOME"
    case config = "XDG_CONFIG_HOME"

    /// The folder's place under `$HOME` when its variable does not name one.
    private var underHome: String {
        switch self {
        case .cache: ".cache"
        case .data: ".local/share"
        case .config: ".config"
        }
    }

    /// The folder's path, or nil when neither its variable nor `HOME` is an absolute path.
    package func path(environment: [String: String]) -> String? {
        if let chosen = environment[rawValue], chosen.hasPrefix("/") { return chosen }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/" + underHome
    }
}
