import Foundation
import MotionKit
@testable import PNGCodec
import TestSupport
import Testing

/// An opaque frame's unfiltered rows come from a C loop for each vector width; every width this
/// processor runs must write the bytes the plain Swift conversion writes, on rows long enough for
/// each width's steps and its remainder (AVX2 steps while 11 pixels are left, AVX-512 masks its
/// last 1 to 15), and stop at a frame with transparency wherever the pixel is.
@Suite("PNG row kernels")
struct PNGRowKernelTests {
    @Test(arguments: PixelKernel.available,
          [(1, 1), (5, 3), (8, 2), (10, 2), (11, 2), (16, 2), (17, 2), (19, 3), (33, 2), (64, 3), (133, 9), (720, 4)])
    func everyKernelWritesTheRowsSwiftWrites(kernel: PixelKernel, size: (Int, Int)) {
        let (width, height) = size
        var random = SeededGenerator(seed: UInt64(width * 7 + height))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let word = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
            pixels.withUnsafeMutableBytes { $0.storeBytes(of: word, toByteOffset: 4 * i, as: UInt32.self) }
        }
        let expected = PNGScanlines(width: width, height: height, pixels: pixels)
        #expect(expected.opaque)
        var swiftRows = [UInt8](repeating: 0, count: expected.byteCount)
        swiftRows.withUnsafeMutableBytes { out in pixels.withUnsafeBytes { expected.write($0, filter: .none, into: out) } }
        var kernelRows = [UInt8](repeating: 0xAA, count: expected.byteCount)
        let made = kernelRows.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { PNGScanlines.opaqueUnfiltered(width: width, height: height, pixels: $0, into: out, kernel: kernel) }
        }
        #expect(made?.opaque == true, "\(kernel) \(size)")
        #expect(kernelRows == swiftRows, "\(kernel) \(size)")

        // One translucent pixel, first or last: no rows, so the RGBA path writes them.
        for pixel in Set([0, width * height - 1]) {
            var translucent = pixels
            translucent[4 * pixel + 3] = 0x80
            let refused = kernelRows.withUnsafeMutableBytes { out in
                translucent.withUnsafeBytes {
                    PNGScanlines.opaqueUnfiltered(width: width, height: height, pixels: $0, into: out, kernel: kernel)
                }
            }
            #expect(refused == nil, "\(kernel) \(size), pixel \(pixel)")
        }
    }
}

/// The DEFLATE search runs as a C loop compiled for each vector width; every width this
/// processor runs must find the same tokens, so the same stream, which zlib decodes back to the
/// frame: on frames of flat runs longer than a match, edges, noise, and rows repeated above.
@Suite("Pixel-run search kernels")
struct PixelRunKernelTests {
    @Test(arguments: [(3, 1), (97, 41), (720, 9), (1, 300)])
    func everyKernelWritesTheSameStream(size: (Int, Int)) throws {
        let (width, height) = size
        var random = SeededGenerator(seed: UInt64(width + 13 * height))
        let rowBytes = 1 + 3 * width
        var rows = [UInt8](repeating: 0, count: height * rowBytes)
        for y in 0..<height {
            for x in 0..<width {
                // Flat stripes wider than a match, noise at every 11th column of every seventh
                // row, rows repeated in threes: long repeats to the left and above at once.
                let source = y / 3 * 3
                let noisy = x % 11 == 0 && source % 7 == 0
                let value: UInt8 = noisy ? UInt8(truncatingIfNeeded: random.next()) : UInt8((x / 97 + source / 5) % 7 * 30)
                for channel in 0..<3 { rows[y * rowBytes + 1 + 3 * x + channel] = value &+ UInt8(channel) }
            }
            if y % 3 != 0 { for i in 1..<rowBytes { rows[y * rowBytes + i] = rows[(y - 1) * rowBytes + i] } }
        }
        let adler = PixelRunDeflateTests.adler32(rows.withUnsafeBufferPointer { $0 })
        var streams: [PixelKernel: [UInt8]] = [:]
        for kernel in PixelKernel.available {
            let deflate = PixelRunDeflate(bytesPerPixel: 3, rowStride: rowBytes, kernel: kernel)
            var zlib = [UInt8](repeating: 0, count: deflate.bound(for: rows.count))
            let count = rows.withUnsafeBufferPointer { input in
                PixelRunDeflateTests.compressed(input, by: deflate, adler32: adler, into: &zlib)
            }
            streams[kernel] = Array(zlib[..<count])
        }
        let baseline = try #require(streams[.baseline])
        for (kernel, stream) in streams { #expect(stream == baseline, "\(kernel) \(size)") }
        // Decoded by libpng as the RGB frame the rows hold.
        var pixels = [UInt8](repeating: 0xFF, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let rgb = y * rowBytes + 1 + 3 * x
                pixels[4 * (y * width + x)] = rows[rgb + 2]
                pixels[4 * (y * width + x) + 1] = rows[rgb + 1]
                pixels[4 * (y * width + x) + 2] = rows[rgb]
            }
        }
        let png = baseline.withUnsafeBytes {
            PNGFile.assemble(header: PNGFile.header(width: width, height: height, colorType: .rgb), zlib: $0)
        }
        #expect(try LibPNG.decode(png) == RasterImage(width: width, height: height, pixels: pixels), "\(size)")
    }
}
