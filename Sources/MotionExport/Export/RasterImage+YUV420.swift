import MotionKit

extension RasterImage {
    /// The frame as planar YUV 4:2:0, bt709 limited range (Y 16–235, Cb and Cr 16–240), as
    /// H.264 and VP9 players expect: the whole Y plane, then Cb, then Cr, each chroma sample the
    /// average of a 2 × 2 block (an odd last column or row repeats its edge).
    ///
    /// Fixed point in 1/65536: the bt709 matrix (Kr 0.2126, Kb 0.0722) scaled to the limited
    /// range, rounded so each chroma row of the matrix sums to zero (grey stays at 128). Colour
    /// is read as it is stored; frames for video are opaque, where premultiplied is straight.
    public func yuv420p() -> [UInt8] {
        let width = width, height = height
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        let lumaCount = width * height, chromaCount = chromaWidth * chromaHeight
        return [UInt8](unsafeUninitializedCapacity: lumaCount + 2 * chromaCount) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                guard let src = source.baseAddress, let y = out.baseAddress else { return }
                let cb = y + lumaCount, cr = cb + chromaCount
                for row in 0..<chromaHeight {
                    let top = 2 * row, bottom = min(top + 1, height - 1)
                    let topRow = src + top * width * 4, bottomRow = src + bottom * width * 4
                    let yTop = y + top * width, yBottom = y + bottom * width
                    let chromaRow = row * chromaWidth
                    for column in 0..<chromaWidth {
                        let left = 2 * column, right = min(left + 1, width - 1)
                        let p0 = topRow + 4 * left, p1 = topRow + 4 * right
                        let p2 = bottomRow + 4 * left, p3 = bottomRow + 4 * right
                        let b0 = Int(p0[0]), g0 = Int(p0[1]), r0 = Int(p0[2])
                        let b1 = Int(p1[0]), g1 = Int(p1[1]), r1 = Int(p1[2])
                        let b2 = Int(p2[0]), g2 = Int(p2[1]), r2 = Int(p2[2])
                        let b3 = Int(p3[0]), g3 = Int(p3[1]), r3 = Int(p3[2])
                        // On an odd last row or column the block repeats its edge pixel, which
                        // is then written twice with the same value.
                        yBottom[right] = Self.luma(r3, g3, b3)
                        yBottom[left] = Self.luma(r2, g2, b2)
                        yTop[right] = Self.luma(r1, g1, b1)
                        yTop[left] = Self.luma(r0, g0, b0)
                        let r = r0 + r1 + r2 + r3, g = g0 + g1 + g2 + g3, b = b0 + b1 + b2 + b3
                        cb[chromaRow + column] = UInt8(truncatingIfNeeded: (-6596 * r - 22188 * g + 28784 * b + (128 << 18) + (1 << 17)) >> 18)
                        cr[chromaRow + column] = UInt8(truncatingIfNeeded: (28784 * r - 26145 * g - 2639 * b + (128 << 18) + (1 << 17)) >> 18)
                    }
                }
            }
            initialized = lumaCount + 2 * chromaCount
        }
    }

    @inline(__always)
    private static func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (11966 * r + 40254 * g + 4064 * b + (16 << 16) + (1 << 15)) >> 16)
    }
}
