import CPixelKernels
import Foundation
import MotionKit
@testable import PNGCodec
import TestSupport
import Testing

/// `PixelRunDeflate` writes DEFLATE by hand, so it is checked where hand-written coders break:
/// Huffman codes that must stay within 15 bits and be complete, matches at the window's edge and
/// at the longest length, alphabets with one symbol or none, input with no repeats at all (stored
/// blocks), and frames of several blocks.
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
                      PixelSize(width: 11_000, height: 3), PixelSize(width: 300, height: 700)])
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
            #expect(try LibPNG.decode(png) == frame, "\(name) \(size)")
            #expect(try PNGChunks(png).badChecksums.isEmpty)
            if name == "noise" {
                // Coding cannot shrink noise, so its blocks are stored: the raw rows, a few
                // bytes per block, and the PNG's 57 bytes of chunks around them.
                let rows = size.height * (1 + 3 * size.width)
                let block = PixelRunDeflate.standardBlockInput
                let storedBlocks = stride(from: 0, to: rows, by: block).reduce(0) { count, start in
                    count + (min(block, rows - start) + 0xFFFE) / 0xFFFF
                }
                #expect(png.count <= rows + 5 * storedBlocks + 2 + 4 + 57, "\(png.count) for \(rows) bytes of rows")
            }
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
        #expect(try LibPNG.decode(png) == repeatedRows)
    }

    /// Every match length DEFLATE has, 3 to 258, with each length symbol's extra bits: a row of
    /// runs of one colour, each as long as the match it makes one pixel back, the pixel after it
    /// sharing its first one or two bytes where the length is not a whole number of pixels.
    @Test func everyMatchLengthDecodesExactly() throws {
        var rgb: [(UInt8, UInt8, UInt8)] = []
        for length in 3...258 {
            let colour = (UInt8(length & 0x7F) | 0x80, UInt8(0x11), UInt8(0x22))
            rgb += [(UInt8, UInt8, UInt8)](repeating: colour, count: 1 + length / 3)
            switch length % 3 {
            case 0: rgb.append((colour.0 ^ 0x7F, 0x33, 0x44))
            case 1: rgb.append((colour.0, 0x55, 0x66))
            default: rgb.append((colour.0, colour.1, 0x77))
            }
            rgb.append((0, UInt8(length & 0xFF), 0x99))
        }
        let width = rgb.count
        let rows: [UInt8] = [0] + rgb.flatMap { [$0.0, $0.1, $0.2] }
        // The search finds a match of every length in the row.
        var tokens = [UInt32](repeating: 0, count: rows.count)
        var literals = [UInt32](repeating: 0, count: 286), distances = [UInt32](repeating: 0, count: 30)
        let made = DeflateTables.lengthCode.withUnsafeBufferPointer { lengthCode in
            cm_pixel_run_tokens(rows, 0, rows.count, 3, 0, lengthCode.baseAddress, Int32(DeflateTables.distanceCode(3)), 0,
                                &tokens, &literals, &distances, CMKernelLevel(PixelKernel.best.rawValue))
        }
        let lengths = Set(tokens[..<made].filter { $0 & 0x8000_0000 != 0 }.map { Int($0 >> 16 & 0x1FF) })
        #expect(lengths == Set(3...258), "missing \(Set(3...258).subtracting(lengths).sorted())")
        // Written and decoded: the row, and below it the same row (row-back matches).
        var pixels = [UInt8](repeating: 0, count: width * 4 * 2)
        for (i, (r, g, b)) in (rgb + rgb).enumerated() { pixels[4 * i ..< 4 * i + 4] = [b, g, r, 0xFF] }
        let frame = RasterImage(width: width, height: 2, pixels: pixels)
        #expect(try LibPNG.decode(try Self.encoder.encode(frame)) == frame)
    }

    /// Frames of many blocks: small blocks, so coded, stored and mixed runs of blocks all occur,
    /// and matches reach back across a block's start.
    @Test(arguments: [1, 100, 4096, 70_000])
    func framesOfManyBlocksDecodeExactly(blockInput: Int) throws {
        var random = SeededGenerator(seed: UInt64(blockInput))
        let width = 157, height = 90
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let noisy = (y / 10) % 3 == 1
                let value: UInt32 = noisy ? UInt32(truncatingIfNeeded: random.next()) : UInt32(x / 9 * 40 + y)
                let alpha: UInt32 = y > 80 ? 0x80 : 0xFF
                let premultiplied = (0..<3).reduce(alpha << 24) { word, channel in
                    word | (value >> (8 * UInt32(channel)) & 0xFF) * alpha / 255 << (8 * UInt32(channel))
                }
                pixels.withUnsafeMutableBytes { $0.storeBytes(of: premultiplied, toByteOffset: 4 * (y * width + x), as: UInt32.self) }
            }
        }
        let frame = RasterImage(width: width, height: height, pixels: pixels)
        let layout = PNGScanlines(width: width, height: height, opaque: false)
        var rows = [UInt8](repeating: 0, count: layout.byteCount)
        rows.withUnsafeMutableBytes { out in frame.pixels.withUnsafeBytes { layout.write($0, filter: .none, into: out) } }
        let deflate = PixelRunDeflate(bytesPerPixel: 4, rowStride: 1 + layout.rowBytes, blockInput: blockInput)
        var zlib = [UInt8](repeating: 0, count: deflate.bound(for: rows.count))
        let count = rows.withUnsafeBufferPointer { input in
            Self.compressed(input, by: deflate, adler32: Self.adler32(input), into: &zlib)
        }
        #expect(count <= zlib.count)
        let png = zlib.withUnsafeBytes {
            PNGFile.assemble(header: PNGFile.header(width: width, height: height, colorType: .rgba),
                             zlib: UnsafeRawBufferPointer(rebasing: $0[..<count]))
        }
        #expect(try LibPNG.decode(png) == frame, "blocks of \(blockInput) bytes")
    }

    /// `input`'s zlib stream by `deflate` into `zlib` (at least `deflate.bound(for: input.count)`
    /// bytes), with room for its tokens of its own; the stream's length.
    static func compressed(_ input: UnsafeBufferPointer<UInt8>, by deflate: PixelRunDeflate, adler32: UInt32, into zlib: inout [UInt8]) -> Int {
        var tokens = [UInt32](repeating: 0, count: deflate.tokenCapacity(for: input.count))
        return tokens.withUnsafeMutableBufferPointer { tokens in
            zlib.withUnsafeMutableBufferPointer { deflate.compress(input, adler32: adler32, tokens: tokens.baseAddress!, into: $0.baseAddress!) }
        }
    }

    /// Adler-32 written out (RFC 1950), so the test does not lean on the checksum the encoder uses.
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }
}
