extension RasterImage {
    /// Refuses, before any C library sees them, pixels that do not match the size or a size the
    /// format cannot hold, so that libjpeg and libwebp are only ever handed what they accept.
    func checkEncodable(as format: ImageFormat, maximumSide: Int) throws(RenderError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .lossyEncoding(format: format.displayName,
                                 reason: "a \(width)x\(height) frame cannot be encoded (each side 1 to \(maximumSide) pixels)")
        }
        guard pixels.count == width * height * 4 else {
            throw .lossyEncoding(format: format.displayName, reason: "a \(width)x\(height) frame with \(pixels.count) bytes of pixels")
        }
    }
}
