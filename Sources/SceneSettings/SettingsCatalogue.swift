import ChessMotionSupport

/// The names that are valid for each asset kind, injected by whoever knows what is installed
/// (the tool scans its asset folders; tests pass their own). Keeping it a plain list of names is
/// what lets this module validate settings without importing the renderer.
package struct SettingsCatalogue: Sendable, Hashable {
    package var boardThemes: [String]
    package var pieceSets: [String]
    package var avatarStyles: [String]
    /// The locales with a strings file.
    package var locales: [String]
    /// The installed sound sets.
    package var soundSets: [String]

    package init(boardThemes: [String], pieceSets: [String], avatarStyles: [String], locales: [String] = [UserSettings.defaults.locale],
                soundSets: [String] = [UserSettings.defaults.sound]) {
        self.boardThemes = boardThemes
        self.pieceSets = pieceSets
        self.avatarStyles = avatarStyles
        self.locales = locales
        self.soundSets = soundSets
    }

    package func names(of kind: AssetKind) -> [String] {
        [AssetKind.boardTheme: boardThemes, .pieceSet: pieceSets, .avatarStyle: avatarStyles, .locale: locales,
         .soundSet: soundSets][kind] ?? []
    }

    /// The name, if it is a safe name and listed; otherwise the error that says why not.
    package func check(_ name: String, as kind: AssetKind, key: SettingsKey,
                      from origin: SettingsValueOrigin) throws(SettingsError) {
        try AssetName.check(name, as: kind, key: key, from: origin)
        let valid = names(of: kind)
        guard valid.contains(name) else {
            throw .unknownName(origin: origin, key: key, kind: kind, name: name, valid: valid.sorted())
        }
    }
}
