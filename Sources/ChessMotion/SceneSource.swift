import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneScripts

/// The SCENE argument every rendering command takes: a built-in scene's name from the
/// catalogue, or the path of a `.scene` script, validated and then drawn with the user's theme
/// and pieces like a built-in scene.
enum SceneSource {
    static func scene(_ argument: String, settings: ResolvedSettings, overrides: SceneOverrides) throws -> any MotionScene {
        if GameFile.isGamePath(argument) {
            return try gameScene(try GameFile.load(argument), settings: settings, overrides: overrides)
        }
        if argument == "-" {
            // Standard input holds a script or a PGN file: its first characters say which.
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            if GameFile.looksLikePGN(text) {
                return try gameScene(GameFile(name: "<stdin>", text: text), settings: settings, overrides: overrides)
            }
            let file = ScriptFile(name: "<stdin>", text: text, assets: settings.installed.sceneAssetNames)
            return try scriptedScene(file, settings: settings, overrides: overrides)
        }
        if ScriptFile.isScriptPath(argument) {
            return try scriptedScene(argument, settings: settings, overrides: overrides)
        }
        guard let entry = SceneCatalogue.entry(named: argument) else {
            throw SceneLookupError.unknownScene(argument, known: SceneCatalogue.names)
        }
        return try entry.make(settings.sceneAssets)
    }

    static func scriptedScene(_ path: String, settings: ResolvedSettings, overrides: SceneOverrides) throws -> ScriptedScene {
        try scriptedScene(try ScriptFile.load(path, assets: settings.installed.sceneAssetNames), settings: settings, overrides: overrides)
    }

    static func scriptedScene(_ file: ScriptFile, settings: ResolvedSettings, overrides: SceneOverrides) throws -> ScriptedScene {
        guard file.check.isValid, let script = file.check.script, let timeline = file.check.validation.timeline else {
            throw ScriptFileError.invalid(file)
        }
        // A script's fixed choice was checked against the installed names at its line; this
        // run's flag wins over it, and the stored settings serve when it has none.
        let theme = try settings.loadTheme(named: overrides.theme ?? script.theme)
        let pieces = try settings.loadPieces(named: overrides.pieces ?? script.pieces)
        return ScriptedScene(script: script, timeline: timeline, theme: theme, pieces: pieces)
    }

    /// A game of a PGN file in the game layout, with the user's theme and pieces.
    static func gameScene(_ file: GameFile, settings: ResolvedSettings, overrides: SceneOverrides) throws -> GameScene {
        let choice = overrides.game
        let game = try file.game(choice.number)
        return try GameScene(game: game, timing: choice.timing ?? .every(GameTiming.defaultEvery), theme: settings.loadTheme(named: overrides.theme),
                             pieces: settings.loadPieces(named: overrides.pieces),
                             orientation: choice.orientation(for: game), showsComments: choice.showsComments)
    }

    static func displayName(for argument: String) -> String {
        ScriptFile.isScriptPath(argument) || GameFile.isGamePath(argument) ? URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent : argument
    }
}

public enum SceneLookupError: Error, CustomStringConvertible, Sendable {
    case unknownScene(String, known: [String])

    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            "unknown scene '\(name)'; the scenes are: \(known.joined(separator: ", "))"
        }
    }
}
