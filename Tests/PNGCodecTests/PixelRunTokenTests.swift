import CPixelKernels
@testable import PNGCodec
import TestSupport
import Testing

/// The search's tokens, from every vector width this processor runs, against the greedy rule
/// written out plainly: at each byte the longer repeat one pixel back or one row back (the
/// pixel's on a tie) if three bytes or more, else a literal. The frames mix noise, where the
/// vector scan codes literals a register at a time, with repeats starting at every offset
/// within a register, and end at every offset of the last register.
@Suite("Pixel-run search: the greedy rule, at every width")
struct PixelRunTokenTests {
    static func greedyTokens(_ bytes: [UInt8], start: Int, pixelDistance: Int, rowDistance: Int) -> [UInt32] {
        var tokens: [UInt32] = []
        var position = start
        while position < bytes.count {
            let limit = min(bytes.count - position, 258)
            func length(back distance: Int) -> Int {
                guard distance > 0, position >= distance else { return 0 }
                var length = 0
                while length < limit, bytes[position + length] == bytes[position + length - distance] { length += 1 }
                return length
            }
            let pixel = length(back: pixelDistance), row = length(back: rowDistance)
            let (matched, distance) = row > pixel ? (row, rowDistance) : (pixel, pixelDistance)
            if matched >= 3 {
                tokens.append(0x8000_0000 | UInt32(matched) << 16 | UInt32(distance))
                position += matched
            } else {
                tokens.append(UInt32(bytes[position]))
                position += 1
            }
        }
        return tokens
    }

    /// Stretches of noise (up to 150 bytes) between short repeats (a pixel or a row back, two
    /// to five bytes), flat stretches and rows copied from above.
    static func frame(bytes count: Int, rowStride: Int, seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let run = Int(random.next() % 5) + 2
            switch random.next() % 4 {
            case 0 where i >= 3:
                for k in 0..<run where i + k < count { bytes[i + k] = bytes[i + k - 3] }
                i += run
            case 1 where i >= rowStride:
                for k in 0..<(random.next() % 2 == 0 ? run : rowStride) where i + k < count { bytes[i + k] = bytes[i + k - rowStride] }
                i += run
            case 2:
                let flat = Int(random.next() % 300)
                for k in 0..<flat where i + k < count { bytes[i + k] = 0x40 }
                i += flat
            default:
                let noise = Int(random.next() % 150) + 1
                for k in 0..<noise where i + k < count { bytes[i + k] = UInt8(truncatingIfNeeded: random.next()) }
                i += noise
            }
        }
        return bytes
    }

    @Test(arguments: [(400, 0), (1_000, 0), (2_047, 5), (4_096, 700), (10_001, 64), (10_066, 3)])
    func everyWidthFindsTheGreedyTokens(count: Int, start: Int) {
        let rowStride = 1 + 3 * 61
        let bytes = Self.frame(bytes: count, rowStride: rowStride, seed: UInt64(count))
        let expected = Self.greedyTokens(bytes, start: start, pixelDistance: 3, rowDistance: rowStride)
        for rowDistance in [rowStride, 0] {
            let wanted = rowDistance == 0 ? Self.greedyTokens(bytes, start: start, pixelDistance: 3, rowDistance: 0) : expected
            for kernel in PixelKernel.available {
                var tokens = [UInt32](repeating: 0, count: count)
                var literals = [UInt32](repeating: 0, count: 286), distances = [UInt32](repeating: 0, count: 30)
                let made = DeflateTables.lengthCode.withUnsafeBufferPointer { lengthCode in
                    bytes.withUnsafeBufferPointer { input in
                        cm_pixel_run_tokens(input.baseAddress, start, count, 3, rowDistance, lengthCode.baseAddress,
                                            Int32(DeflateTables.distanceCode(3)), Int32(DeflateTables.distanceCode(max(rowDistance, 1))),
                                            &tokens, &literals, &distances, CMKernelLevel(kernel.rawValue))
                    }
                }
                #expect(Array(tokens[..<made]) == wanted, "\(kernel), \(count) bytes from \(start), row distance \(rowDistance)")
                let literalCount = wanted.filter { $0 & 0x8000_0000 == 0 }.count
                #expect(Int(literals[..<256].reduce(0, +)) == literalCount, "\(kernel)")
            }
        }
        // The frame has matches, and stretches of literals longer than the widest register, so
        // the scan both codes whole registers of literals and stops at a repeat.
        var longest = 0, current = 0
        for token in expected {
            current = token & 0x8000_0000 == 0 ? current + 1 : 0
            longest = max(longest, current)
        }
        #expect(expected.contains { $0 & 0x8000_0000 != 0 } && longest > 64, "longest literal stretch \(longest)")
    }
}
