internal import CPixelKernels
import FoundationEssentials

/// A frame's rows as PNG stores them before compression: per row, one filter-type byte and the
/// row's RGB or RGBA bytes run through that filter (PNG specification, sections 7.2 and 9).
///
/// The frame is cairo's ARGB32: one native-endian 32-bit word per pixel, alpha in the top byte,
/// colour premultiplied by alpha.
package struct PNGScanlines {
    let width: Int
    let height: Int
    /// 3 for RGB, 4 for RGBA.
    let bytesPerPixel: Int

    init(width: Int, height: Int, opaque: Bool) {
        self.width = width
        self.height = height
        bytesPerPixel = opaque ? 3 : 4
    }

    /// A frame's rows: RGB when every pixel is opaque, else RGBA.
    init(width: Int, height: Int, pixels: [UInt8]) {
        self.init(width: width, height: height, opaque: Self.isOpaque(pixels))
    }

    /// The unfiltered rows of an opaque frame, converted and checked in one pass by the widest
    /// pixel kernel this processor runs; nil for a frame with any transparency, whose rows are
    /// then left to `write`.
    static func opaqueUnfiltered(width: Int, height: Int, pixels: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer,
                                 kernel: PixelKernel = .best) -> PNGScanlines? {
        let opaque = cm_argb32_to_png_rgb_rows(pixels.baseAddress?.assumingMemoryBound(to: UInt32.self), width, height,
                                               out.baseAddress?.assumingMemoryBound(to: UInt8.self), CMKernelLevel(kernel.rawValue))
        return opaque == 1 ? PNGScanlines(width: width, height: height, opaque: true) : nil
    }

    var opaque: Bool { bytesPerPixel == 3 }
    var rowBytes: Int { width * bytesPerPixel }
    var byteCount: Int { height * (1 + rowBytes) }

    /// True when every pixel's alpha is 255, so the alpha channel can be left out.
    package static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { words in
                var all: UInt32 = 0xFFFF_FFFF
                var start = 0
                // In blocks, so a transparent frame is recognised early; a plain loop within
                // each block, which the compiler vectorises.
                while start < words.count {
                    let end = min(words.count, start + 16384)
                    for i in start..<end { all &= words[i] }
                    if all >> 24 != 0xFF { return false }
                    start = end
                }
                return true
            }
        }
    }

    /// Writes `byteCount` bytes into `out`.
    func write(_ pixels: UnsafeRawBufferPointer, filter: PNGEncoder.RowFilter, into out: UnsafeMutableRawBufferPointer) {
        let out = out.bindMemory(to: UInt8.self).baseAddress!
        let stride = 1 + rowBytes
        if filter == .none {
            for y in 0..<height {
                out[y * stride] = PNGRowFilter.none.rawValue
                convertRow(y, of: pixels, into: out + y * stride + 1)
            }
            return
        }
        // Two unfiltered rows (this one and the one above) and, for the adaptive choice, a spare
        // row to try each filter in.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: 3 * rowBytes)
        var above = scratch, current = scratch + rowBytes
        let trial = scratch + 2 * rowBytes
        for y in 0..<height {
            convertRow(y, of: pixels, into: current)
            let target = out + y * stride + 1
            let type: PNGRowFilter = switch filter {
            case .none: .none
            case .sub: .sub
            case .up: .up
            case .average: .average
            case .paeth: .paeth
            case .adaptive: bestFilter(current: current, above: above, trial: trial)
            }
            type.apply(current: current, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel, into: target)
            out[y * stride] = type.rawValue
            swap(&above, &current)
        }
    }

    /// The filter whose bytes, read as signed numbers, sum to the least magnitude: a cheap guess
    /// at which one DEFLATE will shrink most.
    private func bestFilter(current: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, trial: UnsafeMutablePointer<UInt8>) -> PNGRowFilter {
        var best = PNGRowFilter.none, bestCost = Int.max
        for type in PNGRowFilter.allCases {
            type.apply(current: current, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel, into: trial)
            var cost = 0
            for i in 0..<rowBytes { cost &+= Int(Int8(bitPattern: trial[i]).magnitude) }
            if cost < bestCost { best = type; bestCost = cost }
        }
        return best
    }

    /// Row `y` as straight-alpha RGB or RGBA bytes.
    private func convertRow(_ y: Int, of pixels: UnsafeRawBufferPointer, into row: UnsafeMutablePointer<UInt8>) {
        let base = y * width * 4
        if bytesPerPixel == 3 {
            var x = 0
            #if _endian(little)
            // Four pixels into twelve bytes at a time: a byte-swapped ARGB word shifted right by
            // 8 holds R, G, B in its low three bytes in memory order.
            while x + 4 <= width {
                let p0 = pixels.loadUnaligned(fromByteOffset: base + 4 * x, as: UInt32.self).byteSwapped >> 8
                let p1 = pixels.loadUnaligned(fromByteOffset: base + 4 * x + 4, as: UInt32.self).byteSwapped >> 8
                let p2 = pixels.loadUnaligned(fromByteOffset: base + 4 * x + 8, as: UInt32.self).byteSwapped >> 8
                let p3 = pixels.loadUnaligned(fromByteOffset: base + 4 * x + 12, as: UInt32.self).byteSwapped >> 8
                let target = UnsafeMutableRawPointer(row + 3 * x)
                target.storeBytes(of: p0 | p1 << 24, as: UInt32.self)
                target.storeBytes(of: p1 >> 8 | p2 << 16, toByteOffset: 4, as: UInt32.self)
                target.storeBytes(of: p2 >> 16 | p3 << 8, toByteOffset: 8, as: UInt32.self)
                x += 4
            }
            #endif
            while x < width {
                let p = pixels.loadUnaligned(fromByteOffset: base + 4 * x, as: UInt32.self)
                row[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
                row[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                row[3 * x + 2] = UInt8(truncatingIfNeeded: p)
                x += 1
            }
            return
        }
        for x in 0..<width {
            let p = pixels.loadUnaligned(fromByteOffset: base + 4 * x, as: UInt32.self)
            let a = p >> 24
            let o = 4 * x
            switch a {
            case 0xFF:
                row[o] = UInt8(truncatingIfNeeded: p >> 16)
                row[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                row[o + 2] = UInt8(truncatingIfNeeded: p)
            case 0:
                row[o] = 0; row[o + 1] = 0; row[o + 2] = 0
            default:
                row[o] = Self.unpremultiply((p >> 16) & 0xFF, alpha: a)
                row[o + 1] = Self.unpremultiply((p >> 8) & 0xFF, alpha: a)
                row[o + 2] = Self.unpremultiply(p & 0xFF, alpha: a)
            }
            row[o + 3] = UInt8(truncatingIfNeeded: a)
        }
    }

    /// Rounded to nearest, so that premultiplying again (as decoders into cairo do, rounding to
    /// nearest) gives back the same byte for every valid premultiplied value (c <= alpha).
    /// Invalid input (c > alpha) saturates instead of wrapping.
    @inline(__always)
    package static func unpremultiply(_ c: UInt32, alpha: UInt32) -> UInt8 {
        UInt8(min(255, (c * 255 + alpha / 2) / alpha))
    }
}

/// The five PNG filter types with their predictors (PNG specification, section 9.2).
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Filters `count` bytes of `current` (with `above` the previous row's unfiltered bytes,
    /// zeros for the first row) into `target`.
    func apply(current: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
               into target: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .none:
            target.update(from: current, count: count)
        case .sub:
            for i in 0..<bpp { target[i] = current[i] }
            for i in bpp..<count { target[i] = current[i] &- current[i - bpp] }
        case .up:
            for i in 0..<count { target[i] = current[i] &- above[i] }
        case .average:
            for i in 0..<bpp { target[i] = current[i] &- above[i] / 2 }
            for i in bpp..<count {
                target[i] = current[i] &- UInt8((UInt16(current[i - bpp]) + UInt16(above[i])) / 2)
            }
        case .paeth:
            for i in 0..<bpp { target[i] = current[i] &- above[i] }
            for i in bpp..<count {
                target[i] = current[i] &- Self.paeth(left: current[i - bpp], above: above[i], aboveLeft: above[i - bpp])
            }
        }
    }

    /// The neighbour closest to left + above - aboveLeft, ties going left, then above.
    @inline(__always)
    static func paeth(left: UInt8, above: UInt8, aboveLeft: UInt8) -> UInt8 {
        let a = Int(left), b = Int(above), c = Int(aboveLeft)
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : aboveLeft
    }
}
