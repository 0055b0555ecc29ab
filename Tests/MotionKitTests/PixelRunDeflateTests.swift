import Foundation
@testable import MotionKit
import TestSupport
import Testing

/// `PixelRunDeflate` writes DEFLATE by hand, so it is checked where hand-written coders break:
/// Huffman codes that must stay within 15 bits and be complete, matches at the window's edge and
/// at the longest length, alphabets with one symbol or none, and input with no repeats at all.
/// Every stream is decoded by zlib (through libpng) back to the exact frame.
@Suite("Pixel-run DEFLATE")
struct PixelRunDeflateTests {
    static let encoder = try! PNGEncoder(filter: .none, compression: .pixelRuns)

    @Test func skewedFrequenciesGetALengthLimitedCompleteCode() {
        // Fibonacci weights make Huffman's tree as deep as the alphabet: 29 levels for 30 symbols.
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (frequencies, limit) in [(fibonacci, 15), (fibonacci, 7), (Array(fibonacci.prefix(19)), 7),
                                     ([UInt32](repeating: 5, count: 286), 15), ([0, 0, 9, 0], 15), ([0, 0, 0, 0], 7)] {
            let code = HuffmanCode(frequencies: frequencies, maxLength: limit)
            let lengths = code.lengths.map(Int.init)
            #expect(lengths.allSatisfy { $0 <= limit }, "\(lengths)")
            // Complete: the Kraft sum of the used codes is exactly one.
            let kraft = lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - $1)) }
            #expect(kraft == 1 << limit, "\(lengths) with limit \(limit)")
            #expect(lengths.filter { $0 > 0 }.count >= 2)
            // A more frequent symbol never has a longer code.
            for a in frequencies.indices { for b in frequencies.indices where frequencies[a] > frequencies[b] && lengths[b] > 0 {
                #expect(lengths[a] <= lengths[b], "symbol \(a) (\(frequencies[a])) vs \(b) (\(frequencies[b]))")
            } }
            // Prefix-free: no code is the start of another (codes are stored bit-reversed).
            let words = code.lengths.indices.filter { lengths[$0] > 0 }.map { symbol in
                (0..<lengths[symbol]).map { code.codes[symbol] >> UInt32($0) & 1 }
            }
            for (i, a) in words.enumerated() { for (j, b) in words.enumerated() where i != j && a.count <= b.count {
                #expect(Array(b.prefix(a.count)) != a)
            } }
        }
    }

    @Test(arguments: [PixelSize(width: 1, height: 1), PixelSize(width: 2, height: 300), PixelSize(width: 400, height: 3),
                      PixelSize(width: 11_000, height: 3)])
    func flatNoisyAndStripedFramesDecodeExactly(size: PixelSize) throws {
        var random = SeededGenerator(seed: UInt64(size.width * 31 + size.height))
        let count = size.width * size.height
        let patterns: [(String, (Int) -> UInt32)] = [
            ("flat", { _ in 0xFF33_6699 }),
            // No pixel repeats its left neighbour or the one above: every byte a literal.
            ("noise", { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF }),
            // Runs longer than a match can be, broken at odd places, and rows that repeat.
            ("stripes", { i in (i / 7 % 3 == 0 || (i % size.width) > 500) ? 0xFF10_2030 : 0xFF00_0000 | UInt32(i / size.width % 5) }),
            ("translucent", { i in i % 5 == 0 ? 0 : 0x8040_2010 }),
        ]
        for (name, pixel) in patterns {
            var pixels = [UInt8](repeating: 0, count: count * 4)
            pixels.withUnsafeMutableBytes { raw in
                for i in 0..<count { raw.storeBytes(of: pixel(i), toByteOffset: 4 * i, as: UInt32.self) }
            }
            let frame = RasterImage(width: size.width, height: size.height, pixels: pixels)
            let png = try Self.encoder.encode(frame)
            #expect(try RasterImage.decodePNG(png) == frame, "\(name) \(size)")
            #expect(try PNGChunks(png).badChecksums.isEmpty)
        }
    }

    @Test func repeatsAreFoundOnePixelAndOneRowBack() throws {
        // A flat frame is one literal pixel and runs: far smaller than its bytes.
        let flat = RasterImage(width: 720, height: 560, pixels: [UInt8](repeating: 0xFF, count: 720 * 560 * 4))
        #expect(try Self.encoder.encode(flat).count < 720 * 560 * 3 / 100)
        // Each row a different noise row, repeated below: only the row-back match can shrink it.
        var random = SeededGenerator(seed: 9)
        let row = (0..<(360 * 4)).map { $0 % 4 == 3 ? UInt8(255) : UInt8(truncatingIfNeeded: random.next()) }
        let repeatedRows = RasterImage(width: 360, height: 200, pixels: Array([[UInt8]](repeating: row, count: 200).joined()))
        let png = try Self.encoder.encode(repeatedRows)
        #expect(png.count < 360 * 3 * 3)
        #expect(try RasterImage.decodePNG(png) == repeatedRows)
    }
}
