import ChessMotionSupport

extension AssetName {
    /// A name from settings or a flag, refused with the key and origin when it is not a plain
    /// name (see `isValid`): `../x`, `/etc/x` or `a/b` would let a settings file reach outside
    /// the asset folders.
    static func check(_ name: String, as kind: AssetKind, key: SettingsKey,
                      from origin: SettingsValueOrigin) throws(SettingsError) {
        guard !name.isEmpty else {
            throw .invalidValue(origin: origin, key: key.rawValue, value: origin.show(name), expected: key.valueDescription)
        }
        guard isValid(name) else {
            if readsAsPath(name) { throw .pathInName(origin: origin, key: key, kind: kind, name: name) }
            throw .invalidName(origin: origin, key: key, kind: kind, name: name)
        }
    }
}
