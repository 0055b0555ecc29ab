import FoundationEssentials

/// What a render draws: a scene by its name or file, or a script or a game whose text came
/// with the request (the service's body, the studio's editor). Each door names its subject and
/// `PreparedScene(_:settings:overrides:)` makes every kind the same way.
package enum RenderSubject: Sendable, Hashable {
    /// A built-in scene's name, or the path of a `.scene` script or a `.pgn` file.
    case named(String)
    /// A scene script's text; `file` names it in diagnostics, `stem` inside a dotLottie.
    case script(String, file: String, stem: String)
    /// A PGN's text, the game and its drawing chosen by the overrides' `game`.
    case game(String, file: String, stem: String)
}

extension PreparedScene {
    /// The subject with `settings` and this run's `overrides`. A script is validated against
    /// what is installed first (`ScriptFileError.invalid` holds its diagnostics).
    package init(_ subject: RenderSubject, settings: ResolvedSettings, overrides: SceneOverrides) throws {
        switch subject {
        case .named(let argument):
            try self.init(argument, settings: settings, overrides: overrides)
        case let .script(text, file, stem):
            let script = ScriptFile(name: file, text: text, assets: settings.installed.sceneAssetNames)
            try self.init(scene: try SceneSource.scriptedScene(script, settings: settings, overrides: overrides), settings: settings,
                          displayName: stem)
        case let .game(text, file, stem):
            try self.init(scene: try SceneSource.gameScene(GameFile(name: file, text: text), settings: settings, overrides: overrides),
                          settings: settings, displayName: stem)
        }
    }
}
