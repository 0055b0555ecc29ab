import MotionKit

extension RasterImage {
    /// The frame as planar YUV 4:2:0, bt709 limited range (Y 16–235, Cb and Cr 16–240), as
    /// H.264 and VP9 players expect: the whole Y plane, then Cb, then Cr, each chroma sample the
    /// average of a 2 × 2 block (an odd last column or row repeats its edge).
    ///
    /// Fixed point in 1/65536: the bt709 matrix (Kr 0.2126, Kb 0.0722) scaled to the limited
    /// range, rounded so each chroma row of the matrix sums to zero (grey stays at 128). Colour
    /// is read as it is stored; frames for video are opaque, where premultiplied is straight.
    ///
    /// It runs on the render workers for every frame, so eight pixels of two rows go at once
    /// through SIMD registers; the scalar path does the same arithmetic for the edges.
    public func yuv420p() -> [UInt8] {
        var planes: [UInt8] = []
        yuv420p(into: &planes)
        return planes
    }

    /// The same planes written over `planes`, whose storage is reused when it already has the
    /// size and is not shared: an export recycles the buffers ffmpeg has been sent, instead of
    /// asking the kernel for freshly zeroed pages every frame.
    public func yuv420p(into planes: inout [UInt8]) {
        let width = width, height = height
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        let lumaCount = width * height, chromaCount = chromaWidth * chromaHeight
        if planes.count != lumaCount + 2 * chromaCount {
            // Every byte is written below.
            planes = [UInt8](unsafeUninitializedCapacity: lumaCount + 2 * chromaCount) { $1 = lumaCount + 2 * chromaCount }
        }
        planes.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBytes { source in
                guard let src = source.baseAddress, let y = out.baseAddress else { return }
                let cb = y + lumaCount, cr = cb + chromaCount
                for row in 0..<chromaHeight {
                    let top = 2 * row, bottom = min(top + 1, height - 1)
                    let topRow = src + top * width * 4, bottomRow = src + bottom * width * 4
                    let yTop = y + top * width, yBottom = y + bottom * width
                    let cbRow = cb + row * chromaWidth, crRow = cr + row * chromaWidth
                    var column = 0
                    // Eight pixels (four chroma blocks) at a time while both rows have them.
                    while 2 * column + 8 <= width {
                        let x = 2 * column
                        let t = topRow.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self)
                        let b = bottomRow.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self)
                        let (rt, gt, bt) = Self.channels(t), (rb, gb, bb) = Self.channels(b)
                        UnsafeMutableRawPointer(yTop + x).storeBytes(of: Self.luma(rt, gt, bt), as: SIMD8<UInt8>.self)
                        UnsafeMutableRawPointer(yBottom + x).storeBytes(of: Self.luma(rb, gb, bb), as: SIMD8<UInt8>.self)
                        let r2 = rt &+ rb, g2 = gt &+ gb, b2 = bt &+ bb
                        let r = r2.evenHalf &+ r2.oddHalf, g = g2.evenHalf &+ g2.oddHalf, bl = b2.evenHalf &+ b2.oddHalf
                        let half = SIMD4<Int32>(repeating: (128 << 18) + (1 << 17))
                        let u = (SIMD4(repeating: -6596) &* r &+ SIMD4(repeating: -22188) &* g &+ SIMD4(repeating: 28784) &* bl &+ half) &>> 18
                        let v = (SIMD4(repeating: 28784) &* r &+ SIMD4(repeating: -26145) &* g &+ SIMD4(repeating: -2639) &* bl &+ half) &>> 18
                        UnsafeMutableRawPointer(cbRow + column).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: u), as: SIMD4<UInt8>.self)
                        UnsafeMutableRawPointer(crRow + column).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), as: SIMD4<UInt8>.self)
                        column += 4
                    }
                    while column < chromaWidth {
                        let left = 2 * column, right = min(left + 1, width - 1)
                        let p0 = topRow.load(fromByteOffset: 4 * left, as: UInt32.self)
                        let p1 = topRow.load(fromByteOffset: 4 * right, as: UInt32.self)
                        let p2 = bottomRow.load(fromByteOffset: 4 * left, as: UInt32.self)
                        let p3 = bottomRow.load(fromByteOffset: 4 * right, as: UInt32.self)
                        // On an odd last row or column the block repeats its edge pixel, which
                        // is then written twice with the same value.
                        yBottom[right] = Self.luma(p3)
                        yBottom[left] = Self.luma(p2)
                        yTop[right] = Self.luma(p1)
                        yTop[left] = Self.luma(p0)
                        let r = Self.channel(p0, 16) + Self.channel(p1, 16) + Self.channel(p2, 16) + Self.channel(p3, 16)
                        let g = Self.channel(p0, 8) + Self.channel(p1, 8) + Self.channel(p2, 8) + Self.channel(p3, 8)
                        let b = Self.channel(p0, 0) + Self.channel(p1, 0) + Self.channel(p2, 0) + Self.channel(p3, 0)
                        cbRow[column] = UInt8(truncatingIfNeeded: (-6596 * r - 22188 * g + 28784 * b + (128 << 18) + (1 << 17)) >> 18)
                        crRow[column] = UInt8(truncatingIfNeeded: (28784 * r - 26145 * g - 2639 * b + (128 << 18) + (1 << 17)) >> 18)
                        column += 1
                    }
                }
            }
        }
    }

    /// R, G and B of eight ARGB32 words (cairo's native-endian pixels).
    @inline(__always)
    private static func channels(_ p: SIMD8<UInt32>) -> (SIMD8<Int32>, SIMD8<Int32>, SIMD8<Int32>) {
        let mask = SIMD8<UInt32>(repeating: 0xFF)
        return (SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & mask), SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & mask),
                SIMD8<Int32>(truncatingIfNeeded: p & mask))
    }

    @inline(__always)
    private static func luma(_ r: SIMD8<Int32>, _ g: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<UInt8> {
        let y = (SIMD8(repeating: 11966) &* r &+ SIMD8(repeating: 40254) &* g &+ SIMD8(repeating: 4064) &* b
                 &+ SIMD8(repeating: (16 << 16) + (1 << 15))) &>> 16
        return SIMD8<UInt8>(truncatingIfNeeded: y)
    }

    @inline(__always)
    private static func channel(_ p: UInt32, _ shift: UInt32) -> Int32 { Int32(p >> shift & 0xFF) }

    @inline(__always)
    private static func luma(_ p: UInt32) -> UInt8 {
        let r = channel(p, 16), g = channel(p, 8), b = channel(p, 0)
        return UInt8(truncatingIfNeeded: (11966 * r + 40254 * g + 4064 * b + (16 << 16) + (1 << 15)) >> 16)
    }
}
