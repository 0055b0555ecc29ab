import TestSupport
import Testing
@testable import GIFCodec

/// Frames coded one after another, read back by giflib: every pixel of every frame is the colour
/// drawn, whether it was stored or left transparent over the frame below.
@Suite("GIF frame coder: every frame decoded by giflib is the frame drawn")
struct GIFFrameCoderTests {
    static let colors = [GIFColor(red: 240, green: 217, blue: 181), GIFColor(red: 181, green: 136, blue: 99),
                         GIFColor(red: 20, green: 20, blue: 20), GIFColor(red: 205, green: 210, blue: 106)]

    /// A frame of palette colours as cairo ARGB32 words (opaque).
    static func word(_ color: GIFColor) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    @Test func everyFrameReadsBackAsDrawn() throws {
        let width = 37, height = 23
        var random = SeededGenerator(seed: 7)
        var frame = (0..<(width * height)).map { i in Self.word(Self.colors[(i / width + i % width / 5) % 2]) }
        var frames: [[UInt32]] = []
        for k in 0..<6 {
            // A few small changes a frame, as a move changes two squares; frame 3 changes nothing.
            if k > 0, k != 3 {
                for _ in 0..<3 {
                    let x = Int(random.next() % UInt64(width - 4)), y = Int(random.next() % UInt64(height - 4))
                    let color = Self.word(Self.colors[Int(random.next() % 4)])
                    for dy in 0..<4 { for dx in 0..<4 { frame[(y + dy) * width + x + dx] = color } }
                }
            }
            frames.append(frame)
        }
        var coder = try GIFFrameCoder(width: width, height: height, palette: GIFPalette(colors: Self.colors), loopCount: 0)
        var bytes = coder.header(loopCount: 0, comment: "[Event \"test\"]")
        for (k, frame) in frames.enumerated() {
            bytes += frame.withUnsafeBufferPointer { coder.code($0, delay: 10 + k) }
        }
        bytes += GIFFrameCoder.trailer

        let gif = try DecodedGIF(bytes: bytes)
        #expect(gif.width == width && gif.height == height && gif.loopCount == 0)
        #expect(gif.comments == ["[Event \"test\"]"])
        try #require(gif.frames.count == frames.count)
        for (k, frame) in frames.enumerated() {
            #expect(gif.frames[k].delay == 10 + k)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let drawn = frame[y * width + x], read = gif.rgb(frame: k, x: x, y: y)
                    if read.r != Int(drawn >> 16 & 0xFF) || read.g != Int(drawn >> 8 & 0xFF) || read.b != Int(drawn & 0xFF) {
                        wrong += 1
                    }
                }
            }
            #expect(wrong == 0, "frame \(k): \(wrong) pixels differ")
            // After the first, only what changed is stored: never the whole screen.
            if k > 0 { #expect(gif.frames[k].width * gif.frames[k].height < width * height, "frame \(k)") }
        }
    }

    @Test func sizesAndLoopCountsPastSixteenBitsAreRefused() {
        #expect(throws: GIFError.tooLarge(width: 70_000, height: 10)) {
            try GIFFrameCoder.check(width: 70_000, height: 10, loopCount: nil)
        }
        #expect(throws: GIFError.loopCountOutOfRange(65_536)) {
            try GIFFrameCoder.check(width: 10, height: 10, loopCount: 65_536)
        }
    }
}
