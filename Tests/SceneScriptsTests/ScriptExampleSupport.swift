import SceneScripts
import ChessMotionSupport
import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport

/// The repository's example scripts and the assets they are drawn with.
enum ScriptExamples {
    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Fixtures.url(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scene" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static var themes: BoardThemeLibrary { BoardThemeLibrary(folders: [Fixtures.url("BoardThemes")]) }
    static var pieceSets: PieceSetLibrary { PieceSetLibrary(folders: [Fixtures.url("PieceSets")]) }
    /// What the checkout installs: themes, piece sets, the bots, and the English and Spanish words.
    static var assets: SceneAssetNames {
        SceneAssetNames(themes: themes.names, pieceSets: pieceSets.names, bots: try? SceneFixtures.roster(),
                        words: [try? SceneFixtures.words(), try? SceneFixtures.words("es")].compactMap { $0 })
    }

    /// The example as a scene — a board or a bot intro — in its own fixed theme and pieces or
    /// the defaults, made the way the tool makes it.
    static func scene(_ url: URL, locale: String = "en") throws -> any MotionScene {
        let check = SceneValidator.check(text: try text(url), assets: assets)
        let script = try SceneScript(parsing: text(url))
        let theme = try themes.theme(named: script.theme ?? BoardTheme.defaultName)
        let pieces = try pieceSets.pieceSet(named: script.pieces ?? PieceSet.defaultName)
        let roster = try SceneFixtures.roster(), words = try SceneFixtures.words(locale), bots = try SceneFixtures.builtInScript("bots")
        let style = script.avatars.flatMap(AvatarStyle.init(rawValue:)) ?? .default
        return try ScriptScenes.scene(from: check, assets: SceneAssets(theme: theme, pieces: pieces, avatarStyle: style, bots: roster,
                                                                       words: words, scripts: ["bots": bots]))
    }

    /// A board example, as its own type.
    static func scene(named name: String) throws -> ScriptedScene {
        let scene = try scene(Fixtures.url("Examples/Scenes/\(name).scene"))
        guard let board = scene as? ScriptedScene else { throw ExampleError.notABoardScript(name) }
        return board
    }

    /// An intro example, as its own type.
    static func intro(named name: String, locale: String = "en") throws -> BotsScene {
        let scene = try scene(Fixtures.url("Examples/Scenes/\(name).scene"), locale: locale)
        guard let intro = scene as? BotsScene else { throw ExampleError.notAnIntro(name) }
        return intro
    }

    enum ExampleError: Error {
        case notABoardScript(String)
        case notAnIntro(String)
    }

    /// The `# expect: LINE:COL: SEVERITY: MESSAGE` lines a broken example is headed by.
    static func expectations(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.hasPrefix("# expect: ") ? String(line.dropFirst("# expect: ".count)) : nil
        }
    }
}
