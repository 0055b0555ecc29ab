/// Themes and piece sets are chosen by name (in settings, on the command line, in scene
/// scripts). A name is never a path: refusing separators and dot-names keeps a name from
/// reaching outside the asset folders.
enum AssetName {
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
            && !name.hasPrefix(".") && !name.contains("..")
    }
}
