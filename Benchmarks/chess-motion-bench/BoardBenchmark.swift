import ChessMotionSupport
import BoardKit
import ChessCore
import Foundation
import MotionExport
import MotionKit
import SceneSettings

/// The board's figures: the median time to draw a full 32-piece board with a piece in flight at
/// 720 x 560 from the raster cache, beside python-chess + cairosvg drawing the same position
/// (last move highlighted, 720 px) to PNG, measured in the same run.
enum BoardBenchmark {
    static let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    static let size = PixelSize(width: 720, height: 560)
    static let runs = 200
    static let peerRuns = 30

    /// The board filling the height of the usual 360 x 280 box: 70-pixel squares at 720 x 560.
    struct Scene: MotionScene {
        let timeline: BoardTimeline
        let theme: BoardTheme
        let pieces: PieceSet
        let duration = 2.0
        let stillTime = 1.0
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            playBoard(canvas, t: t, origin: Point(40, 0), side: 35, timeline: timeline, theme: theme, pieces: pieces)
        }
    }

    static func run() throws {
        let search = AssetSearchPath.standard()
        guard let paletteURL = search.file("Palettes/default.json") else { throw BenchmarkError.missingAsset("Palettes/default.json") }
        let theme = try BoardThemeLibrary(folders: search.folders(named: "BoardThemes")).theme(named: BoardTheme.defaultName)
        let pieces = try PieceSetLibrary(folders: search.folders(named: "PieceSets")).pieceSet(named: PieceSet.defaultName)
        let timeline = try BoardTimeline(fen: fen, moves: [TimedMove("e2", "e4", at: 1.0)])
        let renderer = FrameRenderer(scene: Scene(timeline: timeline, theme: theme, pieces: pieces),
                                     palettes: try PaletteSet.load(from: paletteURL))
        // e4 a tenth of a second after it starts: in flight, drawn above the others.
        let t = 1.1

        _ = try renderer.raster(at: t, size: size)  // fills the piece rasters once
        let draw = Measure.median(try (0..<runs).map { _ in try Measure.seconds { _ = try renderer.raster(at: t, size: size) } })
        let drawPNG = Measure.median(try (0..<runs).map { _ in
            try Measure.seconds { _ = try renderer.raster(at: t, size: size).pngData() }
        })
        let cores = ParallelFrameRenderer.defaultWorkers
        let drawPNGEveryCore = Measure.median(try (0..<runs).map { _ in
            try Measure.seconds { _ = try renderer.raster(at: t, size: size).pngData(cores: cores) }
        })

        print("board: 32 pieces, e2-e4 in flight, \(size), \(theme.name) / \(pieces.name), pieces from the raster cache")
        print("  chess-motion playBoard to pixels          median \(Measure.ms(draw))  (\(runs) runs)")
        print("  chess-motion playBoard to PNG             median \(Measure.ms(drawPNG))  (\(runs) runs)")
        print("  the same, encoded on \(cores) cores         median \(Measure.ms(drawPNGEveryCore))  (\(runs) runs)")
        switch PythonPeer.run(script: "python_chess_board.py", arguments: [timeline.final.fen, "e2e4", String(peerRuns)]) {
        case .success(let peerMs):
            let peer = peerMs / 1000
            print("  python-chess svg.board + cairosvg to PNG  median \(Measure.ms(peer))  (\(peerRuns) runs)")
            print(String(format: "  ratio peer / ours: %.1fx to PNG on one core (like for like), %.1fx on %d cores, %.0fx to pixels",
                         peer / drawPNG, peer / drawPNGEveryCore, cores, peer / draw))
        case .failure(let problem):
            print("  python-chess peer not measured: \(problem)")
        }
    }
}
