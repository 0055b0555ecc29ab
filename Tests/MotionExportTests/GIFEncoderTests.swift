import Foundation
import GIFCodec
import MotionKit
@testable import MotionExport
import TestSupport
import Testing

@Suite("ChessMotion's own GIF encoder: palette, changed rectangles, loop and comment blocks, read back by giflib")
struct GIFEncoderTests {
    /// BGRA pixels of a `width` x `height` frame filled by `color(x, y)` as (r, g, b).
    static func frame(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                pixels += [b, g, r, 255]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// A 40 x 30 field with a square at `square`, and a stripe of a third colour.
    static func board(square: Int) -> RasterImage {
        frame(40, 30) { x, y in
            if (square..<(square + 6)).contains(x), (10..<16).contains(y) { return (200, 30, 40) }
            if y < 3 { return (20, 90, 160) }
            return (238, 238, 210)
        }
    }

    static func write(_ frames: [RasterImage], delays: [Int], options: GIFOptions, to url: URL) throws -> GIFEncoder {
        var statistics = GIFColorStatistics()
        for frame in frames { statistics.add(frame) }
        let size = PixelSize(width: frames[0].width, height: frames[0].height)
        let encoder = try GIFEncoder(size: size, palette: GIFPalette(counts: statistics.counts), options: options,
                                     partial: PartialOutput.create(for: url), delays: { delays[$0] })
        for (index, frame) in frames.enumerated() { try encoder.write(frame, index: index) }
        return encoder
    }

    @Test func framesDecodeExactlyWithTheirDelaysLoopAndComment() throws {
        let folder = try TemporaryFolder().url
        let url = folder.appendingPathComponent("board.gif")
        let frames = [Self.board(square: 4), Self.board(square: 20), Self.board(square: 20)]
        let encoder = try Self.write(frames, delays: [50, 7, 300],
                                     options: GIFOptions(loopCount: 3, comment: "[White \"Paul Morphy\"]"), to: url)
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is at the destination before finish")
        try encoder.finish()

        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.width == 40 && gif.height == 30)
        #expect(gif.loopCount == 3)
        #expect(gif.comments == ["[White \"Paul Morphy\"]"])
        #expect(gif.frames.map(\.delay) == [50, 7, 300])
        // Three colours: exact, with a table of 4 (3 colours and the transparent index).
        #expect(gif.colorTableSize == 4)
        for (index, frame) in frames.enumerated() {
            for (x, y) in [(0, 0), (5, 12), (21, 12), (39, 29), (8, 1)] {
                let expected = frame.color(x: x, y: y)
                let got = gif.rgb(frame: index, x: x, y: y)
                #expect(got.r == Int((expected.red * 255).rounded()) && got.g == Int((expected.green * 255).rounded())
                        && got.b == Int((expected.blue * 255).rounded()), "frame \(index) at (\(x), \(y))")
            }
        }
        // The first frame is whole; the second only the columns the square left and entered;
        // the third, unchanged, one transparent pixel.
        #expect(gif.frames[0].width == 40 && gif.frames[0].height == 30 && gif.frames[0].transparentIndex == nil)
        #expect(gif.frames[1].x == 4 && gif.frames[1].y == 10 && gif.frames[1].width == 22 && gif.frames[1].height == 6)
        #expect(gif.frames[1].transparentIndex == 3)
        #expect(gif.frames[2].width == 1 && gif.frames[2].height == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.gif"])
    }

    @Test func withoutALoopCountThereIsNoNetscapeBlock() throws {
        let url = try TemporaryFolder().url.appendingPathComponent("once.gif")
        try Self.write([Self.board(square: 0)], delays: [10], options: GIFOptions(), to: url).finish()
        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.loopCount == nil && gif.comments.isEmpty && gif.frames.count == 1)
    }

    @Test func manyColoursAreFittedWithASmallError() throws {
        let url = try TemporaryFolder().url.appendingPathComponent("gradient.gif")
        // 4096 distinct colours, sixteen times the palette.
        let gradient = Self.frame(64, 64) { x, y in (UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2)) }
        try Self.write([gradient], delays: [10], options: GIFOptions(), to: url).finish()
        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.colorTableSize == 256)
        var total = 0.0, worst = 0.0
        for y in 0..<64 {
            for x in 0..<64 {
                let got = gif.rgb(frame: 0, x: x, y: y)
                let dr = Double(got.r - x * 4), dg = Double(got.g - y * 4), db = Double(got.b - (x + y) * 2)
                let distance = (dr * dr + dg * dg + db * db).squareRoot()
                total += distance
                worst = max(worst, distance)
            }
        }
        // 256 cells over a 256 x 256 x 256 slab: about 16 levels apart, so a colour lies
        // within about 8 of its cell's centre on each axis.
        #expect(total / 4096 < 8, "mean RGB distance \(total / 4096)")
        #expect(worst < 24, "largest RGB distance \(worst)")
    }

    @Test func anAbandonedEncodeLeavesTheUsersFile() throws {
        let folder = try TemporaryFolder().url
        let url = folder.appendingPathComponent("keep.gif")
        try Data("earlier GIF".utf8).write(to: url)
        let encoder = try Self.write([Self.board(square: 0), Self.board(square: 8)], delays: [10, 10], options: GIFOptions(), to: url)
        encoder.abandon()
        #expect(try Data(contentsOf: url) == Data("earlier GIF".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.gif"])
    }

    @Test func aFrameOfTheWrongSizeIsATypedError() throws {
        let url = try TemporaryFolder().url.appendingPathComponent("size.gif")
        let encoder = try Self.write([Self.board(square: 0)], delays: [10, 10], options: GIFOptions(), to: url)
        #expect(throws: GIFError.frameSize(index: 1, width: 3, height: 3, expectedWidth: 40, expectedHeight: 30)) {
            try encoder.write(Self.frame(3, 3) { _, _ in (0, 0, 0) }, index: 1)
        }
        encoder.abandon()
        #expect(throws: GIFError.delayOutOfRange(0)) { try GIFClip(instants: [0], delays: [0]) }
        #expect(throws: GIFError.delaysDoNotMatch(frames: 2, delays: 1)) { try GIFClip(instants: [0, 1], delays: [5]) }
    }

    /// A clip at a rate GIF cannot hold exactly keeps its length: delays sum to the clip's.
    @Test func delaysAtSixtyFramesASecondAddUpToTheClip() throws {
        let schedule = try ExportFixtures.schedule(fps: 60)
        let clip = GIFClip(schedule: schedule)
        let total = (0..<clip.count).map(clip.delay(ofFrame:)).reduce(0, +)
        #expect(total == Int((schedule.clipDuration * 100).rounded()))
        #expect(Set((0..<clip.count).map(clip.delay(ofFrame:))) == [1, 2])
    }

    /// The whole exporter on a real scene (text, anti-aliased shapes, fades): both passes, and
    /// every decoded frame close to the frame drawn.
    /// Both strategies: drawn twice in parallel, or drawn once keeping only what changed.
    @Test(arguments: [GIFExportStrategy.twoPasses, .keptChanges])
    func theExporterMatchesTheDrawnFrames(strategy: GIFExportStrategy) throws {
        let folder = try TemporaryFolder().url
        let url = folder.appendingPathComponent("scene.gif")
        let renderer = try ExportFixtures.renderer()
        let schedule = try ExportFixtures.schedule(from: 0.5, to: 1.0)
        let size = PixelSize(width: 121, height: 95)
        let exporter = try GIFExporter(renderer: renderer, clip: GIFClip(schedule: schedule), size: size,
                                       parallel: ParallelFrameRenderer(workers: 2), options: GIFOptions(loopCount: 0),
                                       strategy: strategy, to: url)
        var progress: [Int] = []
        let report = try exporter.export { progress.append($0.done) }
        #expect(progress == Array(1...10), "both passes count: 2 x 5 frames")
        #expect(report.storedFrames == 5)
        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.frames.count == 5 && gif.loopCount == 0)
        #expect(gif.frames.map(\.delay) == [10, 10, 10, 10, 10])
        for index in 0..<5 {
            let drawn = try renderer.raster(at: schedule.sceneTime(ofFrame: index), size: size)
            var total = 0.0
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let c = drawn.color(x: x, y: y), got = gif.rgb(frame: index, x: x, y: y)
                    let dr = c.red * 255 - Double(got.r), dg = c.green * 255 - Double(got.g), db = c.blue * 255 - Double(got.b)
                    total += (dr * dr + dg * dg + db * db).squareRoot()
                }
            }
            #expect(total / Double(size.width * size.height) < 2, "\(strategy) frame \(index): mean RGB distance")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["scene.gif"])
    }
}
