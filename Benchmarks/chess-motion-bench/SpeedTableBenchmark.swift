import SceneScripts
import ChessMotion
import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionExport
import MotionKit
import PNGCodec
import SceneSettings

/// The speed table: drawing and PNG figures from one run, medians, the peers measured in the
/// same run and the load average beside them (other work on the machine inflates every figure):
/// a 720 x 560 frame to PNG bytes with our encoder and with cairo's writer; the board with the
/// last move to PNG against python-chess + cairosvg; each scene's frame in the phone and open
/// postures.
enum SpeedTableBenchmark {
    static let pngRuns = 60
    /// A round of ours takes about as long as the peer's (200 boards at 0.6 ms, 7 at 65 ms), so
    /// the host's slower moments fall on both alike: with 20 boards a round, 12 ms against the
    /// peer's half second, one run's rounds' ratios ranged from 84 to 158.
    static let boardRuns = 1_400
    static let peerRuns = 49
    /// Rounds of the board's figure, each with its share of `boardRuns` and `peerRuns`.
    static let boardRounds = 7
    static let frameCount = 120

    static func run() throws {
        print("speed table, medians; load average \(PNGBenchmark.loadAverage())")
        print("| measure | chess-motion | beside it | target |")
        print("| --- | --- | --- | --- |")

        let frames = try PNGBenchmark.frames()
        if let bots = frames.first(where: { $0.0 == "bots" })?.1 {
            let ours = try PNGBenchmark.measure(pngRuns) { try bots.pngData() }
            let cairo = try PNGBenchmark.measure(pngRuns) { try bots.cairoPNGData() }
            let floor = try PNGBenchmark.deflateFloor(of: bots, encoder: PNGEncoder(filter: .none, level: 1), runs: pngRuns)
            print("| 720x560 frame -> PNG bytes (bots still) | \(Measure.ms(ours.seconds)), \(PNGBenchmark.kib(ours.bytes)) "
                + "| cairo's writer \(Measure.ms(cairo.seconds)), \(PNGBenchmark.kib(cairo.bytes)); "
                + "libdeflate level 1 alone on the same rows \(Measure.ms(floor)) | <= 3 ms |")
        }

        try boardRow()

        let scenes = try sceneRenderers()
        for (name, scene, palettes) in scenes {
            var cells: [String] = [], inOrder: [String] = []
            for posture in [DevicePosture.phone, .open] {
                let renderer = FrameRenderer(scene: scene, palettes: palettes, environment: MotionEnvironment(posture: posture))
                let size = posture.defaultPixelSize
                _ = try renderer.raster(at: scene.stillTime, size: size)
                let times = (0..<frameCount).map { Double($0) * scene.duration / Double(frameCount) }
                let draw = try times.map { t in try Measure.seconds { _ = try renderer.raster(at: t, size: size) } }
                cells.append(Measure.ms(Measure.median(draw)))
                let ordered = try InOrderFrames.measure(renderer, duration: scene.duration, size: size, passes: 1)
                inOrder.append("\(Measure.ms(Measure.median(ordered.inOrder))) (alone \(Measure.ms(Measure.median(ordered.alone))))")
            }
            print("| \(name) frame, phone 720x560 / open 1000x560 | \(cells.joined(separator: " / ")) "
                + "| \(frameCount) frames over one loop, each alone; at 60 fps in order, as render draws: \(inOrder.joined(separator: " / ")) "
                + "| <= 1 / <= 2 ms |")
        }
        print("load average after: \(PNGBenchmark.loadAverage())")
    }

    /// The board with the last move to PNG, and python-chess + cairosvg drawing the same.
    static let boardTarget = 100.0

    /// The board's figures, taken in `boardRounds` rounds that each draw on every core and on
    /// one, then run the peer: a host that slows for a while slows both sides of a round alike.
    struct BoardFigure {
        /// Each round's median seconds on every core and on one, and the peer's median milliseconds.
        var ours: [Double] = [], oneCore: [Double] = [], peer: [Double] = []
        var peerProblem: PythonPeer.Problem?

        /// Each round's ratio, peer over ours, for one side.
        func ratios(_ side: KeyPath<BoardFigure, [Double]>) -> [Double] {
            zip(peer, self[keyPath: side]).map { $0 / 1000 / $1 }
        }

        /// The median of the rounds' ratios for one side.
        func ratio(_ side: KeyPath<BoardFigure, [Double]>) -> Double { Measure.median(ratios(side)) }
    }

    static func boardRow() throws {
        let figure = try boardFigure()
        print("| board with last move -> PNG, 720x560 | \(boardOurs(figure)) | \(boardPeer(figure)) | >= \(Int(boardTarget))x |")
    }

    /// The board's own figures, on one core and on every core: medians of the rounds' medians.
    static func boardOurs(_ figure: BoardFigure) -> String {
        "\(Measure.ms(Measure.median(figure.oneCore))) on one core, \(Measure.ms(Measure.median(figure.ours))) on \(ParallelFrameRenderer.defaultWorkers)"
    }

    /// The peer's figure and both ratios: one core against the peer's one (like for like), then
    /// every core, which the host's other cores decide as much as the code does; each the median
    /// of the rounds' ratios, listed after it.
    static func boardPeer(_ figure: BoardFigure) -> String {
        if let problem = figure.peerProblem { return "python-chess peer not measured: \(problem)" }
        let rounds = figure.ratios(\.oneCore).map { String(format: "%.0f", $0) }.joined(separator: " ")
        return String(format: "python-chess + cairosvg %.3f ms: %.1fx on one core (like for like; rounds %@), %.1fx on %d",
                      Measure.median(figure.peer), figure.ratio(\.oneCore), rounds, figure.ratio(\.ours),
                      ParallelFrameRenderer.defaultWorkers)
    }

    /// The board of `chess-motion-bench board`: 32 pieces, e2-e4 in flight, drawn and encoded on
    /// every core (as `serve` encodes while its other workers are idle) and on one, and the peer
    /// on the same position, round after round in the same run.
    static func boardFigure() throws -> BoardFigure {
        let installed = InstalledAssets.standard()
        let theme = try installed.themes.theme(named: BoardTheme.defaultName)
        let pieces = try installed.pieceSets.pieceSet(named: PieceSet.defaultName)
        let timeline = try BoardTimeline(fen: BoardBenchmark.fen, moves: [TimedMove("e2", "e4", at: 1.0)])
        let renderer = FrameRenderer(scene: BoardBenchmark.Scene(timeline: timeline, theme: theme, pieces: pieces),
                                     palettes: try installed.palettes())
        let size = BoardBenchmark.size
        // Fills the piece rasters, and lets the allocator settle on the frame-sized buffers.
        let cores = ParallelFrameRenderer.defaultWorkers
        for _ in 0..<20 { _ = try renderer.raster(at: 1.1, size: size).pngData(cores: cores) }
        func median(cores: Int) throws -> Double {
            Measure.median(try (0..<boardRuns / boardRounds).map { _ in
                try Measure.seconds { _ = try renderer.raster(at: 1.1, size: size).pngData(cores: cores) }
            })
        }
        var figure = BoardFigure()
        for _ in 0..<boardRounds {
            figure.ours.append(try median(cores: cores))
            figure.oneCore.append(try median(cores: 1))
            guard figure.peerProblem == nil else { continue }
            switch PythonPeer.run(script: "python_chess_board.py", arguments: [timeline.final.fen, "e2e4", String(peerRuns / boardRounds)]) {
            case .success(let ms): figure.peer.append(ms)
            case .failure(let problem): figure.peerProblem = problem
            }
        }
        return figure
    }

    static func sceneRenderers() throws -> [(String, any MotionScene, PaletteSet)] {
        let installed = InstalledAssets.standard()
        let palettes = try installed.palettes()
        let assets = installed.defaultSceneAssets
        return try ["bots", "coins", "clock"].compactMap { name in
            guard let entry = SceneCatalogue.entry(named: name) else { return nil }
            return (name, try entry.make(assets), palettes)
        }
    }
}
