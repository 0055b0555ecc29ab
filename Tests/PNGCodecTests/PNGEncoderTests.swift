import Foundation
import MotionKit
import PNGCodec
import TestSupport
import Testing

/// The PNG encoder is checked by decoding what it writes with cairo's reader (libpng) and
/// comparing every pixel with the frame it was made from, for opaque and transparent frames,
/// odd sizes and 1 x 1, with every row filter and both compressors; the chunk checksums are
/// recomputed here.
@Suite("PNG encoder")
struct PNGEncoderTests {
    static let rings = ClosureScene(stillTime: 0.5) { canvas, _ in
        for i in 0..<6 {
            var c = canvas
            c.fade(0.3 + 0.1 * Double(i))
            c.strokeCircle(Point(180, 140), radius: 20 + 18 * Double(i), c.palette.accent, width: 5)
        }
        canvas.text("Sofía", at: Point(180, 40), style: .title(20), color: canvas.palette.text)
    }

    static let sizes = [PixelSize(width: 1, height: 1), PixelSize(width: 7, height: 3), PixelSize(width: 3, height: 11),
                        PixelSize(width: 361, height: 279)]

    static let compressions: [PNGEncoder.Compression] = [.pixelRuns, .libdeflate(level: 0), .libdeflate(level: 1),
                                                         .libdeflate(level: 12)]

    @Test(arguments: PNGEncoder.RowFilter.allCases)
    func opaqueFramesDecodeToTheirPixelsAsRGB(filter: PNGEncoder.RowFilter) throws {
        let renderer = FrameRenderer(scene: Self.rings, palettes: try Fixtures.palettes())
        for size in Self.sizes {
            let frame = try renderer.raster(at: 0.5, size: size)
            for compression in [PNGEncoder.Compression.pixelRuns, .libdeflate(level: 6)] {
                let png = try PNGEncoder(filter: filter, compression: compression).encode(frame)
                #expect(try PNGChunks(png).colorType == 2, "\(size)")
                #expect(try LibPNG.decode(png) == frame, "\(size) \(filter) \(compression)")
            }
        }
    }

    @Test(arguments: PNGEncoder.RowFilter.allCases)
    func transparentFramesDecodeToTheirPixelsAsRGBA(filter: PNGEncoder.RowFilter) throws {
        var random = SeededGenerator(seed: 12)
        for size in Self.sizes {
            let frame = Self.translucentFrame(size, random: &random)
            for compression in Self.compressions {
                let png = try PNGEncoder(filter: filter, compression: compression).encode(frame)
                #expect(try PNGChunks(png).colorType == 6, "\(size)")
                #expect(try LibPNG.decode(png) == frame, "\(size) \(filter) \(compression)")
            }
        }
    }

    @Test func oneTransparentPixelMakesTheWholeFrameRGBA() throws {
        let renderer = FrameRenderer(scene: Self.rings, palettes: try Fixtures.palettes())
        var frame = try renderer.raster(at: 0.5, size: PixelSize(width: 40, height: 30))
        frame.pixels.replaceSubrange(frame.pixels.count - 4 ..< frame.pixels.count, with: [0, 0, 0, 0])
        let png = try frame.pngData()
        #expect(try PNGChunks(png).colorType == 6)
        #expect(try LibPNG.decode(png) == frame)
    }

    @Test func chunksAreWellFormedWithCorrectChecksums() throws {
        var random = SeededGenerator(seed: 3)
        let png = try Self.translucentFrame(PixelSize(width: 50, height: 20), random: &random).pngData()
        let chunks = try PNGChunks(png)
        #expect(chunks.types == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.width == 50 && chunks.height == 20 && chunks.bitDepth == 8)
        #expect(chunks.badChecksums.isEmpty, "chunks with a wrong CRC: \(chunks.badChecksums)")
    }

    @Test func everyPNGTheToolWritesUsesTheOneEncoder() throws {
        let frame = try FrameRenderer(scene: Self.rings, palettes: try Fixtures.palettes()).raster(at: 0.5, size: PixelSize(width: 90, height: 70))
        #expect(try frame.pngData() == PNGEncoder.standard.encode(frame))
        let renderer = FrameRenderer(scene: Self.rings, palettes: try Fixtures.palettes())
        let still = try renderer.encodedStill(at: 0.5, size: PixelSize(width: 90, height: 70), format: .png)
        #expect(still == (try PNGEncoder.standard.encode(frame)))
        // cairo's writer stays as the reference: both decode to the same pixels.
        #expect(try LibPNG.decode(frame.cairoPNGData()) == RasterImage.decodePNG(still))
    }

    @Test func invalidPremultipliedColourSaturatesInsteadOfWrapping() throws {
        // Colour above alpha cannot come from cairo, but a RasterImage can be built by hand.
        let frame = RasterImage(width: 1, height: 1, pixels: [200, 150, 100, 80])
        let decoded = try LibPNG.decode(PNGEncoder.standard.encode(frame))
        #expect(decoded.pixels == [80, 80, 80, 80])
    }

    @Test func malformedFramesAndLevelsAreTypedErrors() throws {
        #expect(throws: PNGEncodingError.pixelCountMismatch(width: 4, height: 4, bytes: 10)) {
            try PNGEncoder.standard.encode(RasterImage(width: 4, height: 4, pixels: [UInt8](repeating: 0, count: 10)))
        }
        #expect(throws: PNGEncodingError.unencodableSize(width: 0, height: 4)) {
            try PNGEncoder.standard.encode(RasterImage(width: 0, height: 4, pixels: []))
        }
        #expect(throws: PNGEncodingError.unencodableSize(width: -1, height: Int.max)) {
            try PNGEncoder.standard.encode(RasterImage(width: -1, height: Int.max, pixels: []))
        }
        #expect(throws: PNGEncodingError.unknownLevel(13, known: 0...12)) { try PNGEncoder(filter: .up, level: 13) }
        #expect(throws: PNGEncodingError.unknownLevel(-1, known: 0...12)) {
            try PNGEncoder(filter: .none, compression: .libdeflate(level: -1))
        }
        #expect(throws: RenderError.encoding(.pixelCountMismatch(width: 2, height: 1, bytes: 4))) {
            try RasterImage(width: 2, height: 1, pixels: [0, 0, 0, 255]).pngData()
        }
    }

    /// Valid premultiplied pixels (colour <= alpha) with fully clear, opaque and partial alphas.
    static func translucentFrame(_ size: PixelSize, random: inout SeededGenerator) -> RasterImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size.width * size.height * 4)
        for i in 0..<(size.width * size.height) {
            let alpha: UInt8 = switch i % 4 {
            case 0: 0
            case 1: 255
            default: UInt8(truncatingIfNeeded: random.next() % 256)
            }
            for _ in 0..<3 { pixels.append(alpha == 0 ? 0 : UInt8(random.next() % (UInt64(alpha) + 1))) }
            pixels.append(alpha)
        }
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }
}


/// The chunk list of a PNG file, read without libpng, with each chunk's CRC-32 recomputed.
struct PNGChunks {
    struct Malformed: Error, CustomStringConvertible { let description: String }

    var types: [String] = []
    var badChecksums: [String] = []
    var width = 0, height = 0, bitDepth = 0, colorType = 0

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Malformed(description: "no PNG signature") }
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Malformed(description: "truncated chunk at \(offset)") }
            let length = Int(Self.bigEndian(bytes, at: offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed(description: "chunk at \(offset) overruns the file") }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            types.append(type)
            if Self.crc32(bytes[offset + 4 ..< offset + 8 + length]) != Self.bigEndian(bytes, at: offset + 8 + length) {
                badChecksums.append(type)
            }
            if type == "IHDR" {
                width = Int(Self.bigEndian(bytes, at: offset + 8))
                height = Int(Self.bigEndian(bytes, at: offset + 12))
                bitDepth = Int(bytes[offset + 16])
                colorType = Int(bytes[offset + 17])
            }
            offset += 12 + length
        }
    }

    static func bigEndian(_ bytes: [UInt8], at i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// The CRC-32 of PNG's annex D, bit by bit.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
