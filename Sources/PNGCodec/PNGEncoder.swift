internal import CDeflate
import FoundationEssentials

/// Turns a rendered frame into PNG bytes: the one PNG path for every file the tool writes
/// (stills, sequences, sheets, previews; MotionKit's `RasterImage.pngData()` calls it).
///
/// A codec of its own, below the drawing kit: it sees only a frame's size and its bytes as cairo
/// lays them out (ARGB32: a native-endian word per pixel, premultiplied), so it can be tested
/// and measured without a canvas, and judged by libpng.
///
/// Frames are drawn in a few milliseconds, so encoding them must not cost several times that:
/// cairo's writer (libpng, adaptive filters, zlib's default level) takes 14–20 ms for a
/// 720 × 560 frame. Frames of flat vector shapes compress well by repeats of the pixel to the left
/// and the row above alone, which `PixelRunDeflate` finds in about half the time libdeflate's
/// fastest level takes; libdeflate computes the checksums and remains the choice for smaller files. The
/// filter and compression of `standard` were chosen by `chess-motion-bench png-choices` on the
/// scenes' frames.
///
/// Opaque frames are written as 8-bit RGB and frames with any transparency as 8-bit RGBA, straight
/// (un-premultiplied) colour as PNG requires. Un-premultiplying rounds as cairo's reader
/// re-premultiplies, so decoding gives back exactly the frame's pixels.
package struct PNGEncoder: Sendable, Hashable {
    /// The PNG row filter: how each row is predicted from the pixel to its left and the row above
    /// before DEFLATE sees it (PNG specification, section 9).
    package enum RowFilter: String, Sendable, Hashable, CaseIterable {
        case none, sub, up, average, paeth
        /// Per row, the filter whose output has the smallest sum of absolute values (libpng's heuristic).
        case adaptive
    }

    /// How the filtered rows are compressed into the zlib stream.
    package enum Compression: Sendable, Hashable, CustomStringConvertible {
        /// `PixelRunDeflate`: repeats of the pixel to the left and the row above, nothing else.
        case pixelRuns
        /// libdeflate's compressor at `level`: 0 stores, 1 is fastest, 12 smallest.
        case libdeflate(level: Int)

        package var description: String {
            switch self {
            case .pixelRuns: "pixel runs"
            case .libdeflate(let level): "libdeflate \(level)"
            }
        }
    }

    package let filter: RowFilter
    package let compression: Compression

    package static let levels = 0...12

    package init(filter: RowFilter, compression: Compression) throws(PNGEncodingError) {
        if case .libdeflate(let level) = compression, !Self.levels.contains(level) {
            throw .unknownLevel(level, known: Self.levels)
        }
        self.filter = filter
        self.compression = compression
    }

    package init(filter: RowFilter, level: Int) throws(PNGEncodingError) {
        try self.init(filter: filter, compression: .libdeflate(level: level))
    }

    private init(checkedFilter filter: RowFilter, compression: Compression) {
        self.filter = filter
        self.compression = compression
    }

    /// The choice made by measurement (see `chess-motion-bench png-choices`): on the scenes'
    /// frames, pixel runs over unfiltered rows take about half the time of libdeflate's fastest
    /// level on the same rows, for files a fifth to two fifths larger (still smaller than cairo's
    /// writer makes for most frames). Sequences and exports are bound by this time, not by size.
    package static let standard = PNGEncoder(checkedFilter: .none, compression: .pixelRuns)

    /// The whole PNG file for a `width` x `height` frame of cairo ARGB32 `pixels`. A large opaque
    /// frame of unfiltered pixel runs is encoded in bands (`opaqueInBands`), up to `cores` of
    /// them at once: more than one for a picture made while cores are idle, not for frames that
    /// already fill every core. A process that encodes one picture and exits gains nothing from
    /// them: the other thread's start costs what the bands save. The bytes are the same either way.
    package func encode(width: Int, height: Int, pixels: [UInt8], cores: Int = 1) throws(PNGEncodingError) -> Data {
        guard width > 0, height > 0, width <= PNGFile.maximumSide, height <= PNGFile.maximumSide else {
            throw .unencodableSize(width: width, height: height)
        }
        guard pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(width: width, height: height, bytes: pixels.count)
        }
        let bands = Self.bandCount(width: width, height: height)
        if bands > 1, filter == .none, compression == .pixelRuns,
           let png = opaqueInBands(width: width, height: height, pixels: pixels, bands: bands, cores: cores) {
            return png
        }
        // Sized for RGBA rows, so an opaque frame's RGB rows fit too.
        let filteredBytes = height * (1 + 4 * width)
        return try EncoderScratch.shared.with(byteCount: filteredBytes) { memory throws(PNGEncodingError) in
            try encodeWhole(width: width, height: height, pixels: pixels, into: UnsafeMutableRawBufferPointer(start: memory, count: filteredBytes))
        }
    }

    /// The PNG of a frame encoded in one piece, its rows filtered into `filtered`.
    private func encodeWhole(width: Int, height: Int, pixels: [UInt8], into filtered: UnsafeMutableRawBufferPointer) throws(PNGEncodingError) -> Data {
        let scanlines = pixels.withUnsafeBytes { bytes in
            if filter == .none, let rows = PNGScanlines.opaqueUnfiltered(width: width, height: height, pixels: bytes, into: filtered) {
                return rows
            }
            let scanlines = PNGScanlines(width: width, height: height, pixels: pixels)
            scanlines.write(bytes, filter: filter, into: filtered)
            return scanlines
        }
        let header = PNGFile.header(width: width, height: height, colorType: scanlines.opaque ? .rgb : .rgba)
        return try withZlibStream(of: UnsafeRawBufferPointer(rebasing: filtered[..<scanlines.byteCount]), scanlines: scanlines) { zlib in
            PNGFile.assemble(header: header, zlib: zlib)
        }
    }
}
