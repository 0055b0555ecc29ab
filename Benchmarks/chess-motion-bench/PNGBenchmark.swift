import SceneScripts
import ChessMotion
import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import PNGCodec
import SceneSettings

/// The speed table's PNG figures, on real frames at 720 x 560: the still frames of bots, coins and
/// clock (phone posture) and the 32-piece board with e2-e4 in flight.
///
/// `png`: the tool's encoder (`PNGEncoder.standard`) beside cairo's writer, median time and size.
/// `png-choices`: every row filter with pixel runs and a range of libdeflate levels, the table
/// `standard` was chosen from; run it again when the scenes' look changes.
enum PNGBenchmark {
    static let size = PixelSize(width: 720, height: 560)
    static let runs = 60
    static let choiceRuns = 9
    static let choices: [PNGEncoder.Compression] = [.pixelRuns] + [1, 2, 4, 6, 9].map { .libdeflate(level: $0) }

    static func run() throws {
        print("720x560 frame -> PNG bytes (median of \(runs)); load average \(loadAverage())")
        let ours = PNGEncoder.standard
        for (name, frame) in try frames() {
            let (oursTime, oursSize) = try measure(runs) { try ours.encode(frame) }
            let (cairoTime, cairoSize) = try measure(runs) { try frame.cairoPNGData() }
            let floor = try deflateFloor(of: frame, encoder: ours, runs: runs)
            let libdeflate = try deflateFloor(of: frame, encoder: PNGEncoder(filter: .none, level: 1), runs: runs)
            print("  \(name.padding(toLength: 6, withPad: " ", startingAt: 0)) ours (\(ours.filter.rawValue), \(ours.compression)) "
                + "\(Measure.ms(oursTime)) \(kib(oursSize))   cairo \(Measure.ms(cairoTime)) \(kib(cairoSize))   "
                + String(format: "%.1fx faster", cairoTime / oursTime)
                + "   (DEFLATE alone on the same rows \(Measure.ms(floor)); libdeflate level 1 \(Measure.ms(libdeflate)))")
        }
    }

    static func runChoices() throws {
        print("PNG row filter x compression: median ms / KiB over \(choiceRuns) runs; load average \(loadAverage())")
        let frames = try frames()
        for (name, frame) in frames {
            print("  \(name)  (cairo's writer: \(try Measure.ms(measure(choiceRuns) { try frame.cairoPNGData() }.seconds)))")
            print("    " + choices.map { $0.description.padding(toLength: 17, withPad: " ", startingAt: 0) }.joined())
            for filter in PNGEncoder.RowFilter.allCases {
                var row = "    \(filter.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))"
                for compression in choices {
                    let encoder = try PNGEncoder(filter: filter, compression: compression)
                    let (time, bytes) = try measure(choiceRuns) { try encoder.encode(frame) }
                    row += String(format: "%6.2f /%6.1f    ", time * 1000, Double(bytes) / 1024)
                }
                print(row)
            }
        }
    }

    /// Median seconds of the compressor alone on `frame`'s rows as `encoder` filters them: what the
    /// machine allows today, so the encoder's own cost shows apart from it.
    static func deflateFloor(of frame: RasterImage, encoder: PNGEncoder, runs: Int) throws -> Double {
        let rows = encoder.filteredRows(of: frame)
        return Measure.median(try (0..<runs).map { _ in try Measure.seconds { _ = try encoder.compressedSize(ofRows: rows, of: frame) } })
    }

    /// Median seconds and the encoded size (every run gives the same bytes).
    static func measure(_ runs: Int, _ encode: () throws -> Data) throws -> (seconds: Double, bytes: Int) {
        var bytes = 0
        let times = try (0..<runs).map { _ in try Measure.seconds { bytes = try encode().count } }
        return (Measure.median(times), bytes)
    }

    static func frames() throws -> [(String, RasterImage)] {
        let installed = InstalledAssets.standard()
        let palettes = try installed.palettes()
        let theme = try installed.themes.theme(named: BoardTheme.defaultName)
        let pieces = try installed.pieceSets.pieceSet(named: PieceSet.defaultName)
        let assets = installed.defaultSceneAssets
        var frames: [(String, RasterImage)] = []
        for name in ["bots", "coins", "clock"] {
            guard let entry = SceneCatalogue.entry(named: name) else { continue }
            let scene = try entry.make(assets)
            frames.append((name, try FrameRenderer(scene: scene, palettes: palettes).raster(at: scene.stillTime, size: size)))
        }
        let board = BoardBenchmark.Scene(timeline: try BoardTimeline(fen: BoardBenchmark.fen, moves: [TimedMove("e2", "e4", at: 1.0)]),
                                         theme: theme, pieces: pieces)
        frames.append(("board", try FrameRenderer(scene: board, palettes: palettes).raster(at: 1.1, size: size)))
        return frames
    }

    static func kib(_ bytes: Int) -> String { String(format: "%.1f KiB", Double(bytes) / 1024) }

    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    }
}
