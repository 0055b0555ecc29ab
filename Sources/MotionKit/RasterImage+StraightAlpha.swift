import PNGCodec
extension RasterImage {
    /// The pixels as straight (un-premultiplied) B, G, R, A bytes, what WebP and ffmpeg's `bgra`
    /// read. Cairo stores colour premultiplied by alpha; an opaque frame is the same either way,
    /// so it is returned as it is. Rounds as the PNG encoder does (`PNGScanlines.unpremultiply`).
    ///
    /// Byte order is cairo's ARGB32 on a little-endian machine, the only kind Debian's Swift runs on.
    package func straightBGRA() -> [UInt8] {
        if PNGScanlines.isOpaque(pixels) { return pixels }
        var out = pixels
        out.withUnsafeMutableBytes { bytes in
            var i = 0
            while i < bytes.count {
                let a = UInt32(bytes[i + 3])
                if a == 0 {
                    bytes[i] = 0; bytes[i + 1] = 0; bytes[i + 2] = 0
                } else if a != 255 {
                    bytes[i] = PNGScanlines.unpremultiply(UInt32(bytes[i]), alpha: a)
                    bytes[i + 1] = PNGScanlines.unpremultiply(UInt32(bytes[i + 1]), alpha: a)
                    bytes[i + 2] = PNGScanlines.unpremultiply(UInt32(bytes[i + 2]), alpha: a)
                }
                i += 4
            }
        }
        return out
    }
}
