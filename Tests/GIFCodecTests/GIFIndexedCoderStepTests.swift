import TestSupport
import Testing
@testable import GIFCodec

/// A frame coded through a step (`GIFIndexedCoder.code(_:delay:via:)`), read back by giflib:
/// the frame ends exactly as drawn, its steps and itself add up to its delay, each step shows
/// the step's picture or the frame before wherever it has not reached yet, and the step is
/// taken only where it makes the file smaller.
@Suite("GIF indexed coder: frames through steps")
struct GIFIndexedCoderStepTests {
    static let width = 160, height = 120
    static let palette = GIFPalette(colors: [GIFColor(red: 240, green: 217, blue: 181), GIFColor(red: 181, green: 136, blue: 99),
                                             GIFColor(red: 20, green: 20, blue: 20), GIFColor(red: 205, green: 210, blue: 106)])

    /// A board of 20-pixel squares in indices 0 and 1.
    static var board: [UInt8] {
        (0..<(width * height)).map { i in UInt8((i % width / 20 + i / width / 20) % 2) }
    }

    /// Paints the square at (column, row) in `index`, with a 6-pixel dot of index 2 in its middle.
    static func paint(_ picture: inout [UInt8], column: Int, row: Int, index: UInt8, dot: Bool = true) {
        for y in (row * 20)..<(row * 20 + 20) {
            for x in (column * 20)..<(column * 20 + 20) {
                let inDot = dot && abs(x - column * 20 - 10) < 3 && abs(y - row * 20 - 10) < 3
                picture[y * width + x] = inDot ? 2 : index
            }
        }
    }

    /// Frames 0 and 1, with a step between them, coded with and without it.
    static func gif(_ frames: [[UInt8]], step: [UInt8]?, delay: Int) throws -> [UInt8] {
        var coder = try GIFIndexedCoder(width: width, height: height, palette: palette, loopCount: 0)
        var bytes = coder.header(loopCount: 0, comment: nil)
        bytes += frames[0].withUnsafeBufferPointer { coder.code($0, delay: delay) }
        bytes += frames[1].withUnsafeBufferPointer { frame in
            guard let step else { return coder.code(frame, delay: delay) }
            return step.withUnsafeBufferPointer { coder.code(frame, delay: delay, via: $0) }
        }
        return bytes + GIFIndexedCoder.trailer
    }

    static func reads(_ image: DecodedGIF.Frame, as picture: [UInt8], at x: Int, _ y: Int) -> Bool {
        let color = palette.colors[Int(picture[y * width + x])]
        let read = DecodedGIF.rgb(image, x: x, y: y, width: width)
        return read.r == Int(color.red) && read.g == Int(color.green) && read.b == Int(color.blue)
    }

    /// The last move's two lit squares in the top left and bottom right corners, unlit by the
    /// step, and the new move's two in the middle.
    static func farApart() -> (frames: [[UInt8]], step: [UInt8]) {
        var before = board, step = board, after = board
        paint(&before, column: 0, row: 0, index: 3)
        paint(&before, column: 7, row: 5, index: 3)
        paint(&step, column: 0, row: 0, index: 0)
        paint(&step, column: 7, row: 5, index: 1)
        paint(&after, column: 0, row: 0, index: 0)
        paint(&after, column: 7, row: 5, index: 1)
        paint(&after, column: 3, row: 2, index: 3)
        paint(&after, column: 4, row: 3, index: 3)
        return ([before, after], step)
    }

    @Test func aFrameEndsAsDrawnAndItsStepsShowOnlyTheStepOrTheFrameBefore() throws {
        let (frames, step) = Self.farApart()
        let gif = try DecodedGIF(bytes: try Self.gif(frames, step: step, delay: 50))
        try #require(gif.frames.count == 2)
        let steps = gif.frames[1].steps
        // The step's two squares lie in opposite corners: each is a box of its own.
        #expect(steps.count == 2)
        #expect(steps.allSatisfy { $0.delay == GIFIndexedCoder.stepDelay && $0.disposal == 0 })
        #expect(gif.frames[1].delay == 50, "the steps' time is taken out of the frame's")
        #expect(gif.images.count == 4 && gif.images[3].delay == 50 - 2 * GIFIndexedCoder.stepDelay)
        var wrong = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                if !Self.reads(gif.frames[1], as: frames[1], at: x, y) { wrong += 1 }
                for image in steps where !Self.reads(image, as: step, at: x, y) && !Self.reads(image, as: frames[0], at: x, y) {
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels are neither")
        // The last step shows the whole step.
        #expect((0..<(Self.width * Self.height)).allSatisfy { Self.reads(steps[1], as: step, at: $0 % Self.width, $0 / Self.width) })
    }

    @Test func theStepMakesTheFileSmallerWhereItIsTaken() throws {
        let (frames, step) = Self.farApart()
        let through = try Self.gif(frames, step: step, delay: 50), direct = try Self.gif(frames, step: nil, delay: 50)
        #expect(through.count < direct.count, "\(through.count) bytes through the step, \(direct.count) without")
    }

    @Test func changesCloseTogetherAreOneImage() throws {
        var before = Self.board, step = Self.board, after = Self.board
        Self.paint(&before, column: 3, row: 2, index: 3)
        Self.paint(&step, column: 3, row: 2, index: 1)
        Self.paint(&after, column: 3, row: 2, index: 1)
        Self.paint(&after, column: 4, row: 2, index: 3)
        let gif = try DecodedGIF(bytes: try Self.gif([before, after], step: step, delay: 50))
        #expect(gif.images.count == 2 && gif.frames[1].steps.isEmpty)
        #expect((0..<(Self.width * Self.height)).allSatisfy { Self.reads(gif.frames[1], as: after, at: $0 % Self.width, $0 / Self.width) })
    }

    @Test func aFrameTooShortForItsStepsTakesNone() throws {
        let (frames, step) = Self.farApart()
        // Two steps and the frame need 6 hundredths at least.
        let gif = try DecodedGIF(bytes: try Self.gif(frames, step: step, delay: 5))
        #expect(gif.images.count == 2 && gif.frames[1].delay == 5)
    }
}
