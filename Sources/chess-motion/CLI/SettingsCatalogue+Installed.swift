import SceneSettings

extension SettingsCatalogue {
    /// What is installed where this tool runs, listed by the same libraries that load the assets
    /// (so a name the settings accept is a name a render can load): every board theme and piece
    /// set on the search path — the checkout's and the user's own — and the avatar styles the
    /// scenes can draw.
    static func installed(searchPath: AssetSearchPath) -> SettingsCatalogue {
        SettingsCatalogue(boardThemes: BoardAssets.themes(searchPath: searchPath).names,
                          pieceSets: BoardAssets.pieceSets(searchPath: searchPath).names,
                          avatarStyles: AvatarStyleNames.all)
    }
}
