/// A setting names an asset; it never locates one. A name that could be read as a path (`../x`,
/// `/etc/x`, `a/b`, `..`) would let a settings file or a flag reach outside the asset folders,
/// so such names are refused before any folder is searched.
public enum AssetName {
    /// Whether `name` is a plain file or folder name: not empty, no path separators, not `.` or
    /// `..`, not hidden, no control characters.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix(".") else { return false }
        return !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    public static func check(_ name: String, as kind: AssetKind, key: SettingsKey,
                             from origin: SettingsValueOrigin) throws(SettingsError) {
        guard !name.isEmpty else {
            throw .invalidValue(origin: origin, key: key.rawValue, value: origin.show(name), expected: key.valueDescription)
        }
        guard isSafe(name) else { throw .pathInName(origin: origin, key: key, kind: kind, name: name) }
    }
}
