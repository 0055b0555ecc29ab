import BoardKit
import ChessCore
import ChessScenes
import FoundationEssentials
import MotionKit
import SceneScripts

/// The SCENE argument every rendering command takes: a built-in scene's name from the
/// catalogue, or the path of a `.scene` script, validated and then drawn with the user's theme
/// and pieces like a built-in scene.
package enum SceneSource {
    static func scene(_ argument: String, settings: ResolvedSettings, overrides: SceneOverrides) throws -> any MotionScene {
        if GameFile.isGamePath(argument) {
            var reader = try GameFileReader(argument)
            return try gameScene(reader.game(overrides.game.number).game, file: reader.name, settings: settings, overrides: overrides)
        }
        if argument == "-" {
            // Standard input holds a script or a PGN file: its first characters say which.
            switch try StandardInputSource.read(assets: settings.installed.sceneAssetNames) {
            case let .game(file): return try gameScene(file, settings: settings, overrides: overrides)
            case let .script(file): return try scriptedScene(file, settings: settings, overrides: overrides)
            }
        }
        if ScriptFile.isScriptPath(argument) {
            return try scriptedScene(argument, settings: settings, overrides: overrides)
        }
        guard let entry = SceneCatalogue.entry(named: argument) else {
            throw SceneLookupError.unknownScene(argument, known: SceneCatalogue.names)
        }
        return try entry.make(settings.sceneAssets)
    }

    /// A board script or a bot intro, through `ScriptScenes` — the same way the built-in bots
    /// scene is made from its own script, so the two draw the same bytes.
    static func scriptedScene(_ path: String, settings: ResolvedSettings, overrides: SceneOverrides) throws -> any MotionScene {
        try scriptedScene(try ScriptFile.load(path, assets: settings.installed.sceneAssetNames), settings: settings, overrides: overrides)
    }

    package static func scriptedScene(_ file: ScriptFile, settings: ResolvedSettings, overrides: SceneOverrides) throws -> any MotionScene {
        guard file.check.isValid, let script = file.check.script else {
            throw ScriptFileError.invalid(file)
        }
        // A script's fixed choice was checked against the installed names at its line; this
        // run's flag wins over it, and the stored settings serve when it has none.
        let theme = overrides.theme ?? script.theme, pieces = overrides.pieces ?? script.pieces
        let avatars = overrides.avatars == nil ? script.avatars.flatMap(AvatarStyle.init(rawValue:)) : nil
        let base = settings.sceneAssets
        let assets = SceneAssets(theme: { try settings.loadTheme(named: theme) }, pieces: { try settings.loadPieces(named: pieces) },
                                 avatarStyle: { try avatars ?? base.avatarStyle() }, bots: { try base.bots() },
                                 words: { try base.words() }, script: { try base.script(named: $0) })
        return try ScriptScenes.scene(from: file.check, assets: assets)
    }

    /// A game of a PGN file in the game layout, with the user's theme, pieces and words.
    package static func gameScene(_ file: GameFile, settings: ResolvedSettings, overrides: SceneOverrides) throws -> GameScene {
        try gameScene(file.game(overrides.game.number), file: file.name, settings: settings, overrides: overrides)
    }

    /// `game`, the one `overrides.game` chose from the file named `file`.
    package static func gameScene(_ game: PGNGame, file: String, settings: ResolvedSettings, overrides: SceneOverrides) throws -> GameScene {
        let choice = overrides.game
        return try GameScene(game: game, plies: choice.plies(of: game, file: file), timing: choice.timing ?? .every(GameTiming.defaultEvery), theme: settings.loadTheme(named: overrides.theme),
                             pieces: settings.loadPieces(named: overrides.pieces), words: settings.sceneAssets.words(),
                             orientation: choice.orientation(for: game), showsComments: choice.showsComments,
                             showsAnnotations: choice.showsAnnotations, showsCheck: choice.showsCheck)
    }

    package static func displayName(for argument: String) -> String {
        ScriptFile.isScriptPath(argument) || GameFile.isGamePath(argument) ? URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent : argument
    }
}

package enum SceneLookupError: Error, CustomStringConvertible, Sendable {
    case unknownScene(String, known: [String])

    package var description: String {
        switch self {
        case .unknownScene(let name, let known):
            "unknown scene '\(name)'; the scenes are: \(known.joined(separator: ", "))"
        }
    }
}
