import SceneSettings

extension SettingsCatalogue {
    /// What is installed where this tool runs: every board theme file (`BoardThemes/NAME.json`)
    /// and piece-set folder (`PieceSets/NAME/`) on the search path — the checkout's and the
    /// user's own — and the avatar styles the scenes can draw.
    static func installed(searchPath: AssetSearchPath) -> SettingsCatalogue {
        SettingsCatalogue(boardThemes: searchPath.assetNames(in: .boardThemes, fileExtension: "json"),
                          pieceSets: searchPath.assetNames(in: .pieceSets),
                          avatarStyles: AvatarStyleNames.all)
    }
}
