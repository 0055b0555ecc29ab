import Foundation
@testable import PNGCodec
import TestSupport
import Testing

/// An opaque frame's unfiltered rows come from a C loop compiled for each vector width; every
/// width this processor runs must write the bytes the plain Swift conversion writes, on rows
/// long enough for each width's loop and its remainder, and stop at a frame with transparency.
@Suite("PNG row kernels")
struct PNGRowKernelTests {
    @Test(arguments: PixelKernel.available, [(1, 1), (5, 3), (17, 2), (64, 3), (133, 9), (720, 4)])
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

        // One translucent pixel in the last row: no rows, so the RGBA path writes them.
        pixels[pixels.count - 1] = 0x80
        let refused = kernelRows.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { PNGScanlines.opaqueUnfiltered(width: width, height: height, pixels: $0, into: out, kernel: kernel) }
        }
        #expect(refused == nil, "\(kernel) \(size)")
    }
}
