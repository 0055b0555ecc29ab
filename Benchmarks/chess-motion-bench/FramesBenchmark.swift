import ChessMotionSupport
import ChessMotion
import ChessScenes
import Foundation
import MotionKit
import SceneSettings

/// The frame figures: drawing the coins scene at 720 x 560 and encoding frames to PNG, per frame,
/// over a few hundred frames spread across the whole loop.
enum FramesBenchmark {
    static let frameCount = 360
    static let size = PixelSize(width: 720, height: 560)

    static func run() throws {
        guard let paletteURL = AssetSearchPath.standard().file("Palettes/default.json") else {
            throw BenchmarkError.missingAsset("Palettes/default.json")
        }
        let coins = try CoinsScene(words: InstalledAssets.standard().words(locale: "en"))
        let renderer = FrameRenderer(scene: coins, palettes: try PaletteSet.load(from: paletteURL))
        let times = (0..<frameCount).map { Double($0) * coins.duration / Double(frameCount) }

        _ = try renderer.raster(at: 3.3, size: size)  // warm up fonts and caches
        var draw: [Double] = [], encode: [Double] = [], bytes = 0
        for t in times {
            var frame: RasterImage?
            draw.append(try Measure.seconds { frame = try renderer.raster(at: t, size: size) })
            guard let frame else { continue }
            encode.append(try Measure.seconds { bytes += try frame.pngData().count })
        }
        print("coins scene, \(size) , \(frameCount) frames over one loop")
        print("  draw (to pixels)  median \(Measure.ms(Measure.median(draw))) per frame")
        print("  encode PNG        median \(Measure.ms(Measure.median(encode))) per frame (mean \(bytes / frameCount / 1024) KiB)")
        let still = (0..<30).map { _ in (try? Measure.seconds { _ = try renderer.raster(at: 4.4, size: size) }) ?? .nan }
        print("  still frame 4.4   median \(Measure.ms(Measure.median(still)))")
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case missingAsset(String)
    var description: String {
        switch self {
        case .missingAsset(let file): "cannot find \(file); run from the checkout"
        }
    }
}
