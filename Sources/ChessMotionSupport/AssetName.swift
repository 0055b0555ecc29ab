/// Themes, piece sets, avatar styles and locales are chosen by name — in settings, on the command
/// line, in scene scripts — and a name never locates anything. The one rule for every kind and
/// every caller, so that what a listing shows is exactly what a flag accepts.
package enum AssetName {
    /// A plain file or folder name: not empty, not hidden (a leading `.` also rules out `.` and
    /// `..`), no path separator, and no control character (C0, DEL or C1), which could not be
    /// typed as a flag and would reach a terminal raw.
    package static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix(".") else { return false }
        return !name.unicodeScalars.contains { scalar in
            scalar == "/" || scalar == "\\" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }

    /// Whether an invalid name is invalid because it reads as a path (a separator, or a leading
    /// `.` as in `..`), rather than for a character no name may hold: the two are told apart in
    /// messages, since "is a path" about `\e[2J` would send the user looking for a file.
    package static func readsAsPath(_ name: String) -> Bool {
        name.hasPrefix(".") || name.contains("/") || name.contains("\\")
    }
}
