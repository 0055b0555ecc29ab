import BoardKit
import SceneSettings
import ChessScenes
import MotionKit

/// The SCENE argument every rendering command takes: a built-in scene's name from the
/// catalogue, or the path of a `.scene` script, which is validated and then drawn with the
/// user's theme and pieces like a built-in scene. Precedence for a script's board: this run's
/// `--theme`/`--pieces`, then the script's own fixed `theme:`/`pieces:`, then the stored settings.
enum SceneResolver {
    static func scene(_ argument: String, options: RenderingOptions, resolved: ResolvedSettings) throws -> any MotionScene {
        if ScriptFile.isScriptPath(argument) {
            return try scriptedScene(argument, options: options, resolved: resolved)
        }
        guard let entry = SceneCatalogue.entry(named: argument) else {
            throw SceneLookupError.unknownScene(argument, known: SceneCatalogue.names)
        }
        return try entry.make(SceneAssets.resolved(resolved))
    }

    static func scriptedScene(_ path: String, options: RenderingOptions, resolved: ResolvedSettings) throws -> ScriptedScene {
        let file = try ScriptFile.load(path, assets: assetNames(resolved.searchPath))
        guard file.check.isValid, let script = file.check.script, let timeline = file.check.validation.timeline else {
            throw ScriptFileError.invalid(file)
        }
        let theme = try BoardAssets.themes(searchPath: resolved.searchPath)
            .theme(named: options.theme ?? script.theme ?? resolved.theme)
        let pieces = try BoardAssets.pieceSets(searchPath: resolved.searchPath)
            .pieceSet(named: options.pieces ?? script.pieces ?? resolved.pieces)
        return ScriptedScene(script: script, timeline: timeline, theme: theme, pieces: pieces)
    }

    /// The installed themes and piece sets, for checking a script's fixed choices.
    static func assetNames(_ searchPath: AssetSearchPath = .standard()) -> SceneAssetNames {
        SceneAssetNames(themes: BoardAssets.themes(searchPath: searchPath).names,
                        pieceSets: BoardAssets.pieceSets(searchPath: searchPath).names)
    }
}
