import Foundation
import TestSupport
import MotionExport
import MotionKit
import PNGCodec
import Testing

/// The pipe layouts of `RawVideoInput`: planar bt709 YUV converted on the render workers, and
/// straight BGRA for the formats with alpha.
@Suite("Video pipe layouts: bt709 YUV 4:2:0 and straight BGRA")
struct VideoPixelLayoutTests {
    /// A frame of one opaque colour, stored as cairo stores it (B, G, R, A in memory).
    static func flat(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 4, height: Int = 4) -> RasterImage {
        RasterImage(width: width, height: height, pixels: Array([[b, g, r, 255]].joined()).repeated(width * height))
    }

    /// The limited-range bt709 values of ITU-R BT.709's primaries and of black and white.
    @Test(arguments: [
        ((255, 255, 255), (235, 128, 128)),
        ((0, 0, 0), (16, 128, 128)),
        ((255, 0, 0), (63, 102, 240)),
        ((0, 255, 0), (173, 42, 26)),
        ((0, 0, 255), (32, 240, 118)),
    ])
    func primariesMapToBT709LimitedRange(rgb: (Int, Int, Int), yuv: (Int, Int, Int)) throws {
        let frame = Self.flat(UInt8(rgb.0), UInt8(rgb.1), UInt8(rgb.2))
        let planes = try frame.yuv420p()
        #expect(planes.count == 16 + 2 * 4)
        #expect(planes[0..<16].allSatisfy { Int($0) == yuv.0 }, "Y \(Array(planes[0..<16]))")
        #expect(planes[16..<20].allSatisfy { Int($0) == yuv.1 }, "Cb \(Array(planes[16..<20]))")
        #expect(planes[20..<24].allSatisfy { Int($0) == yuv.2 }, "Cr \(Array(planes[20..<24]))")
    }

    /// Luma is per pixel; each chroma sample averages its 2 × 2 block, so black and white in one
    /// block give grey chroma, while a block of red next to a block of blue keeps both apart.
    @Test func chromaAveragesEachTwoByTwoBlock() throws {
        let red: [UInt8] = [0, 0, 255, 255], blue: [UInt8] = [255, 0, 0, 255], black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        // 4 x 2: a black/white block, then a red block.
        let pixels = [black, white, red, red, white, black, red, red].flatMap { $0 }
        let planes = try RasterImage(width: 4, height: 2, pixels: pixels).yuv420p()
        #expect(Array(planes[0..<8]) == [16, 235, 63, 63, 235, 16, 63, 63])
        #expect(Array(planes[8..<10]) == [128, 102])
        #expect(Array(planes[10..<12]) == [128, 240])
        let mixed = try RasterImage(width: 2, height: 2, pixels: [red, blue, red, blue].flatMap { $0 }).yuv420p()
        #expect(mixed[4] == UInt8((102 + 240 + 1) / 2) || mixed[4] == UInt8((102 + 240) / 2))
    }

    /// Every kernel this processor runs agrees with the matrix applied pixel by pixel and block
    /// by block (here in 1/65536, as bt709 is usually written): on frames wide enough for each
    /// vector width's loop and its remainder, with odd sides, and on the smallest frames.
    @Test(arguments: PixelKernel.available, [(37, 7), (133, 9), (720, 4), (1, 1), (2, 3), (17, 1)])
    func everyPixelFollowsTheMatrix(kernel: PixelKernel, size: (Int, Int)) throws {
        let (width, height) = size
        var pixels: [UInt8] = []
        for i in 0..<(width * height) {
            pixels += [UInt8(i * 37 % 256), UInt8(i * 91 % 256), UInt8(i * 13 % 256), 255]
        }
        var planes: [UInt8] = []
        try RasterImage(width: width, height: height, pixels: pixels).yuv420p(into: &planes, kernel: kernel)
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (min(y, height - 1) * width + min(x, width - 1)) * 4
            return (Int(pixels[i + 2]), Int(pixels[i + 1]), Int(pixels[i]))
        }
        var lumaWrong = 0, chromaWrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = rgb(x, y)
                if Int(planes[y * width + x]) != (11966 * r + 40254 * g + 4064 * b + (16 << 16) + (1 << 15)) >> 16 { lumaWrong += 1 }
            }
        }
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        for cy in 0..<chromaHeight {
            for cx in 0..<chromaWidth {
                let block = [rgb(2 * cx, 2 * cy), rgb(2 * cx + 1, 2 * cy), rgb(2 * cx, 2 * cy + 1), rgb(2 * cx + 1, 2 * cy + 1)]
                let r = block.map(\.0).reduce(0, +), g = block.map(\.1).reduce(0, +), b = block.map(\.2).reduce(0, +)
                let u = (-6596 * r - 22188 * g + 28784 * b + (128 << 18) + (1 << 17)) >> 18
                let v = (28784 * r - 26145 * g - 2639 * b + (128 << 18) + (1 << 17)) >> 18
                let i = cy * chromaWidth + cx
                if Int(planes[width * height + i]) != u || Int(planes[width * height + chromaWidth * chromaHeight + i]) != v { chromaWrong += 1 }
            }
        }
        #expect(lumaWrong == 0 && chromaWrong == 0, "\(kernel): \(lumaWrong) luma and \(chromaWrong) chroma samples off the matrix")
    }

    /// Odd sides: the chroma planes round up, the last column and row repeat their edge.
    @Test func oddSidesRoundTheChromaPlanesUp() throws {
        let frame = Self.flat(255, 0, 0, width: 3, height: 3)
        #expect(RawVideoInput.yuv420p.frameBytes(PixelSize(width: 3, height: 3)) == 9 + 2 * 4)
        let planes = try frame.yuv420p()
        #expect(planes.count == 17)
        #expect(planes[9..<13].allSatisfy { $0 == 102 } && planes[13..<17].allSatisfy { $0 == 240 })
    }

    /// The encoder refills the buffers it has sent: a buffer of the right size is written over in
    /// place, every byte of it; one of another size is replaced; one still shared is copied first.
    @Test func aRecycledBufferIsWrittenOverWholeAndASharedOneIsLeftAlone() throws {
        let red = Self.flat(255, 0, 0, width: 6, height: 4), blue = Self.flat(0, 0, 255, width: 6, height: 4)
        var buffer = try blue.yuv420p()
        let storage = buffer.withUnsafeBufferPointer { $0.baseAddress }
        try red.yuv420p(into: &buffer)
        #expect(try buffer == red.yuv420p())
        #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == storage, "the same storage, filled again")

        var wrongSize = [UInt8](repeating: 7, count: 5)
        try red.yuv420p(into: &wrongSize)
        #expect(try wrongSize == red.yuv420p())

        let sent = try blue.yuv420p()
        var shared = sent
        try red.yuv420p(into: &shared)
        #expect(try shared == red.yuv420p() && sent == blue.yuv420p(), "a frame still held elsewhere keeps its bytes")
    }

    /// An image whose bytes are not its size's pixels (a library caller can build one) is
    /// refused with the encoders' error in both layouts, never read past its end.
    @Test(arguments: [(4, 4, 63), (4, 4, 68), (-2, 3, 0), (Int.max, 2, 8)])
    func aFrameWithTheWrongByteCountIsRefused(width: Int, height: Int, bytes: Int) {
        let frame = RasterImage(width: width, height: height, pixels: [UInt8](repeating: 200, count: bytes))
        for input in RawVideoInput.allCases {
            var buffer: [UInt8] = []
            #expect(throws: RenderError.encoding(.pixelCountMismatch(width: width, height: height, bytes: bytes))) {
                try input.write(frame, into: &buffer)
            }
        }
        let message = RenderError.encoding(.pixelCountMismatch(width: width, height: height, bytes: bytes)).description
        #expect(message.contains("\(width)x\(height)") && message.contains(String(bytes)), "\(message)")
    }

    @Test func straightBGRAUndoesPremultiplication() {
        // Half-transparent red stored premultiplied: (0, 0, 128, 128) in memory; and a clear pixel.
        let frame = RasterImage(width: 2, height: 1, pixels: [0, 0, 128, 128, 0, 0, 0, 0])
        #expect(frame.straightBGRA() == [0, 0, 255, 128, 0, 0, 0, 0])
        let opaque = Self.flat(10, 20, 30)
        #expect(opaque.straightBGRA() == opaque.pixels)
    }

    @Test func thePreferredLayoutIsYUVUnlessAlphaOrAPaletteIsNeeded() {
        #expect(RawVideoInput.preferred(for: .mp4, transparent: false) == .yuv420p)
        #expect(RawVideoInput.preferred(for: .webm, transparent: false) == .yuv420p)
        #expect(RawVideoInput.preferred(for: .webm, transparent: true) == .bgra)
        #expect(RawVideoInput.preferred(for: .mov, transparent: true) == .bgra)
        #expect(RawVideoInput.preferred(for: .gif, transparent: false) == .bgra)
    }

    @Test func theEncoderRefusesWhatTheFormatCannotDo() throws {
        let folder = try TemporaryFolder().url
        let size = PixelSize(width: 60, height: 48)
        #expect(throws: ExportError.qualityOutOfRange(format: "mp4", quality: 52, allowed: 0...51)) {
            try VideoEncoder(format: .mp4, size: size, fps: 10, repeats: false, quality: 52,
                             to: folder.appendingPathComponent("a.mp4"), ffmpeg: { URL(fileURLWithPath: "/bin/false") })
        }
        #expect(throws: ExportError.noAlpha(format: "mp4", formats: ["webm", "mov"])) {
            try VideoEncoder(format: .mp4, size: size, fps: 10, repeats: false, transparent: true,
                             to: folder.appendingPathComponent("a.mp4"), ffmpeg: { URL(fileURLWithPath: "/bin/false") })
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

extension Array {
    /// The array's elements `count` times over.
    fileprivate func repeated(_ count: Int) -> [Element] {
        (0..<count).flatMap { _ in self }
    }
}
