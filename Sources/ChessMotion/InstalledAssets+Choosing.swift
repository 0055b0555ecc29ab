import SceneSettings

extension InstalledAssets {
    /// Refuses a name that `settings set` is about to store when its asset is listed but does
    /// not load (a piece set folder without its SVGs, a theme that is not valid JSON): stored,
    /// it would break every later render. Names the catalogue does not list are left to the
    /// store's own check, whose message lists the valid choices.
    public func checkLoadable(_ key: SettingsKey, name: String) throws {
        guard let kind = key.assetKind, catalogue.names(of: kind).contains(name) else { return }
        switch key {
        case .theme: _ = try themes.theme(named: name)
        case .pieces: _ = try pieceSets.pieceSet(named: name)
        case .locale: _ = try words(locale: name)
        case .sound: _ = try soundSets.soundSet(named: name)
        case .avatars, .scheme, .reduceMotion: break
        }
    }
}
