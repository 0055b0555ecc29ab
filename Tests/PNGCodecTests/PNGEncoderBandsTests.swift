import CDeflate
import Foundation
import MotionKit
@testable import PNGCodec
import TestSupport
import Testing

/// A large opaque frame is encoded in bands (`PNGEncoder.opaqueInBands`), on idle cores at once:
/// each band's DEFLATE ends on a byte and the bands are joined as they are, their checksums joined
/// by `Adler32.joined`. zlib (through libpng) must read the joined stream back to the exact frame,
/// whatever the band count, the block size within a band, or where the repeats cross a band's
/// edge; and the bytes must not depend on how many cores did the work.
@Suite("PNG in bands")
struct PNGEncoderBandsTests {
    /// A board-like opaque frame: flat squares whose rows repeat across the bands' edges, a
    /// noisy patch, and stripes that end at odd places.
    static func frame(width: Int, height: Int, seed: UInt64) -> RasterImage {
        var random = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let square = (x / 37 + y / 37) % 2 == 0 ? UInt32(0xFFEE_EED2) : 0xFF76_9656
                    let noisy = x > width / 3 && x < width / 2 && y % 7 < 4
                    let pixel = noisy ? 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
                        : (x % 13 == 0 ? 0xFF10_2030 : square)
                    raw.storeBytes(of: pixel, toByteOffset: 4 * (y * width + x), as: UInt32.self)
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(720, 560, 2), (1280, 720, 4), (1500, 401, 3), (2203, 257, 3)])
    func bandsJoinIntoTheFrameExactly(width: Int, height: Int, bands: Int) throws {
        let frame = Self.frame(width: width, height: height, seed: UInt64(width + height))
        #expect(PNGEncoder.bandCount(width: width, height: height) == bands)
        let alone = try PNGEncoder.standard.encode(width: width, height: height, pixels: frame.pixels, cores: 1)
        #expect(try LibPNG.decode(alone) == frame)
        #expect(try PNGChunks(alone).badChecksums.isEmpty)
        // Each band but the last ends with an empty stored block (zlib's sync flush).
        #expect(Self.occurrences(of: [0x00, 0x00, 0xFF, 0xFF], in: [UInt8](alone)) >= bands - 1)
        // However many cores compress the bands, and however the bands fall to them, the bytes
        // are the same: a picture's bytes depend on the picture alone.
        for cores in [2, 3, 8] {
            #expect(try PNGEncoder.standard.encode(width: width, height: height, pixels: frame.pixels, cores: cores) == alone,
                    "\(cores) cores")
        }
        #expect(PNGEncoder.standard.opaqueInBands(width: width, height: height, pixels: frame.pixels, bands: bands, cores: 2) == alone)
    }

    /// Bands of several blocks each, the blocks' edges nowhere near the bands'.
    @Test func bandsOfSeveralBlocksJoinExactly() throws {
        let frame = Self.frame(width: 300, height: 200, seed: 7)
        for (bands, blockInput) in [(2, 10_000), (3, 4_321), (5, 65_536)] {
            let png = try #require(PNGEncoder.standard.opaqueInBands(width: 300, height: 200, pixels: frame.pixels, bands: bands,
                                                                     cores: 2, blockInput: blockInput))
            #expect(try LibPNG.decode(png) == frame, "\(bands) bands of \(blockInput)-byte blocks")
        }
    }

    /// A frame with any transparency is encoded whole, on any number of cores: the same bytes,
    /// whichever band holds the pixel that is not opaque (the last, so earlier bands were
    /// compressed first; or the first, so later bands stop after converting their rows).
    @Test(arguments: [4 * (559 * 720 + 719), 0])
    func aTranslucentFrameIsEncodedWhole(at offset: Int) throws {
        var frame = Self.frame(width: 720, height: 560, seed: 3)
        // Half covered, premultiplied: each colour byte at most the alpha.
        frame.pixels.replaceSubrange(offset..<(offset + 4), with: [0x10, 0x20, 0x40, 0x80])
        for cores in [1, 2] {
            #expect(PNGEncoder.standard.opaqueInBands(width: 720, height: 560, pixels: frame.pixels, bands: 2, cores: cores) == nil)
        }
        let twoCores = try PNGEncoder.standard.encode(width: 720, height: 560, pixels: frame.pixels, cores: 2)
        #expect(twoCores == (try PNGEncoder.standard.encode(frame)))
        #expect(try LibPNG.decode(twoCores) == frame)
    }

    /// Small frames are not worth a band of their own; the count never depends on the cores.
    @Test func bandsDependOnTheFrameAlone() {
        #expect(PNGEncoder.bandCount(width: 360, height: 280) == 1)
        #expect(PNGEncoder.bandCount(width: 720, height: 560) == 2)
        #expect(PNGEncoder.bandCount(width: 1920, height: 1080) == 4)
        #expect(PNGEncoder.bandCount(width: 200_000, height: 3) == 3)
    }

    /// Joined checksums equal zlib's checksum of the joined bytes: pieces empty, one byte, and
    /// longer than the modulus (so that the length's remainder matters), of bytes at 255.
    @Test func adlerChecksumsJoinAsTheBytesDo() {
        var random = SeededGenerator(seed: 11)
        let bytes = (0..<200_000).map { $0 % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: random.next()) }
        func adler(_ piece: ArraySlice<UInt8>) -> UInt32 {
            piece.withUnsafeBufferPointer { UInt32(libdeflate_adler32(1, $0.baseAddress, $0.count)) }
        }
        for cuts in [[0], [1], [65_521], [65_522, 131_043], [100_000, 100_000, 199_999], [200_000]] {
            let edges = [0] + cuts + [bytes.count]
            var joined: UInt32 = 1
            for (start, end) in zip(edges, edges.dropFirst()) {
                joined = Adler32.joined(joined, adler(bytes[start..<end]), secondLength: end - start)
            }
            #expect(joined == adler(bytes[...]), "cut at \(cuts)")
        }
    }

    static func occurrences(of pattern: [UInt8], in bytes: [UInt8]) -> Int {
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).count { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }
}
