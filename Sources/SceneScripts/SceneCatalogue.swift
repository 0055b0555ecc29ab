import ChessCore
import ChessScenes
import MotionKit

/// The built-in scenes by name, as the command line and the tests address them.
///
/// A scene is built from `SceneAssets` — the user's theme, piece set, avatar style, the bots
/// and the words of their locale, each fetched only if the scene uses it — because scenes never
/// read settings or files themselves: `entry.make(assets)`. The bots scene is a script shipped
/// with the tool (`Scenes/bots.scene`), read, validated and drawn exactly as a user's intro
/// script is; a bad asset or script is an error, never a crash.
public enum SceneCatalogue {
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        public let make: @Sendable (SceneAssets) throws -> any MotionScene

        public init(name: String, summary: String, make: @escaping @Sendable (SceneAssets) throws -> any MotionScene) {
            self.name = name
            self.summary = summary
            self.make = make
        }
    }

    public static let entries: [Entry] = [
        Entry(name: "coins", summary: "Every game played is a coin; ten coins forge the first badge.") { assets in
            try CoinsScene(words: assets.words())
        },
        Entry(name: "bots", summary: "Three rivals; Sofía is picked and answers 1.e4 with 1...e5 on your board.") { assets in
            try scripted("bots", assets: assets)
        },
        Entry(name: "clock", summary: "A blitz clock: a press hands the move over and a flag falls.") { assets in
            try ClockScene(words: assets.words())
        },
    ]

    public static var names: [String] { entries.map(\.name) }

    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// A built-in scene written as a script: its text from the assets, checked against the
    /// bots and words it will be drawn with. A built-in scene follows the user's theme, pieces
    /// and avatars, so its script may not fix them.
    static func scripted(_ name: String, assets: SceneAssets) throws -> any MotionScene {
        let text = try assets.script(named: name)
        if let script = SceneScriptParser.parse(text).script {
            for (key, value) in [(ScriptKey.theme, script.theme), (.pieces, script.pieces), (.avatars, script.avatars)] where value != nil {
                throw BuiltInSceneError.fixedChoice(name, key: key, at: script.location(of: key))
            }
        }
        let names = SceneAssetNames(themes: [], pieceSets: [], bots: try assets.bots(), words: [try assets.words()])
        let check = SceneValidator.check(text: text, assets: names)
        guard check.isValid else { throw BuiltInSceneError.invalidScript(name, check.validation.errors) }
        return try ScriptScenes.scene(from: check, assets: assets)
    }
}

/// A built-in scene's script that does not validate (a user's `Scenes/NAME.scene` shadowing the
/// shipped one, most likely).
public enum BuiltInSceneError: Error, Sendable, CustomStringConvertible {
    case invalidScript(String, [SceneDiagnostic])
    /// The script fixes a choice that a built-in scene leaves to the user.
    case fixedChoice(String, key: ScriptKey, at: TextLocation)

    public var description: String {
        switch self {
        case let .invalidScript(name, errors):
            "the built-in scene '\(name)' is written as Scenes/\(name).scene, which is not valid:\n"
                + errors.map { $0.formatted(file: "Scenes/\(name).scene") }.joined(separator: "\n")
        case let .fixedChoice(name, key, location):
            "Scenes/\(name).scene:\(location.lineColumn): the built-in scene '\(name)' follows the user's \(key); remove '\(key):' "
                + "(a script of your own may fix it: render it by its path)"
        }
    }
}
