import BoardKit
import ChessScenes
import MotionKit

/// The SCENE argument every rendering command takes: a built-in scene's name from the
/// catalogue, or the path of a `.scene` script, which is validated and then drawn with the
/// user's theme and pieces like a built-in scene. Precedence for a script's board: the command
/// line's `--theme`/`--pieces`, then the script's own fixed `theme:`/`pieces:`, then the
/// defaults (the settings store's, once it supplies them).
enum SceneResolver {
    static func scene(_ argument: String, options: RenderingOptions) throws -> any MotionScene {
        if ScriptFile.isScriptPath(argument) {
            return try scriptedScene(argument, options: options)
        }
        guard let entry = SceneCatalogue.entry(named: argument) else {
            throw SceneLookupError.unknownScene(argument, known: SceneCatalogue.names)
        }
        return try entry.make()
    }

    static func scriptedScene(_ path: String, options: RenderingOptions) throws -> ScriptedScene {
        let file = try ScriptFile.load(path, assets: assetNames())
        guard file.check.isValid, let script = file.check.script, let timeline = file.check.validation.timeline else {
            throw ScriptFileError.invalid(file)
        }
        let theme = try BoardAssets.themes().theme(named: options.theme ?? script.theme ?? BoardAssets.defaultTheme)
        let pieces = try BoardAssets.pieceSets().pieceSet(named: options.pieces ?? script.pieces ?? BoardAssets.defaultPieces)
        return ScriptedScene(script: script, timeline: timeline, theme: theme, pieces: pieces)
    }

    /// The installed themes and piece sets, for checking a script's fixed choices.
    static func assetNames() -> SceneAssetNames {
        SceneAssetNames(themes: BoardAssets.themes().names, pieceSets: BoardAssets.pieceSets().names)
    }
}
