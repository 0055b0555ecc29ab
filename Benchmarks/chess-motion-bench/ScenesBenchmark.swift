import ChessMotionSupport
import BoardKit
import ChessMotion
import ChessScenes
import SceneScripts
import Foundation
import MotionKit
import SceneSettings

/// Drawing the catalogue's scenes at the phone's 720 x 560, per frame, over frames spread
/// across one loop, on every posture; plus what building the bots scene costs (loading the
/// theme, piece set and bots, and validating its moves), which happens once per run.
enum ScenesBenchmark {
    static let frameCount = 120

    static func run() throws {
        let search = AssetSearchPath.standard()
        guard let paletteURL = search.file("Palettes/default.json"), let botsURL = search.file(BotRoster.relativePath) else {
            throw BenchmarkError.missingAsset("Palettes/default.json or \(BotRoster.relativePath)")
        }
        let palettes = try PaletteSet.load(from: paletteURL)
        let themes = BoardThemeLibrary(folders: search.folders(named: "BoardThemes"))
        let sets = PieceSetLibrary(folders: search.folders(named: "PieceSets"))
        let installed = InstalledAssets.standard()
        func loadAssets() throws -> SceneAssets {
            SceneAssets(theme: try themes.theme(named: BoardTheme.defaultName), pieces: try sets.pieceSet(named: PieceSet.defaultName),
                        avatarStyle: .default, bots: try BotRoster.load(from: botsURL), words: try installed.words(locale: "en"),
                        scripts: ["bots": try installed.sceneScript(named: "bots")])
        }
        let build = try (0..<20).map { _ in try Measure.seconds { _ = try SceneCatalogue.entry(named: "bots")?.make(loadAssets()) } }
        print("bots scene: load theme, pieces, bots, words and script, validate it   median \(Measure.ms(Measure.median(build)))")

        let assets = try loadAssets()
        for entry in SceneCatalogue.entries {
            let scene = try entry.make(assets)
            let times = (0..<frameCount).map { Double($0) * scene.duration / Double(frameCount) }
            var row: [String] = []
            for posture in DevicePosture.allCases {
                let renderer = FrameRenderer(scene: scene, palettes: palettes, environment: MotionEnvironment(posture: posture))
                let size = posture.defaultPixelSize
                _ = try renderer.raster(at: scene.stillTime, size: size)  // warm fonts and SVG caches
                let draw = try times.map { t in try Measure.seconds { _ = try renderer.raster(at: t, size: size) } }
                row.append("\(posture.rawValue) \(Measure.ms(Measure.median(draw)))")
            }
            print("\(entry.name.padding(toLength: 6, withPad: " ", startingAt: 0)) draw per frame (median of \(frameCount)): \(row.joined(separator: ", "))")
        }
    }
}
