internal import CDeflate
import Foundation

/// Turns a rendered frame into PNG bytes: the one PNG path for every file the tool writes
/// (stills, sequences, sheets, previews; `RasterImage.pngData()` calls it).
///
/// Frames are drawn in a few milliseconds, so encoding them must not cost several times that:
/// cairo's writer (libpng, adaptive filters, zlib's default level) takes 14–20 ms for a
/// 720 × 560 frame. Frames of flat vector shapes compress well with the fastest DEFLATE levels,
/// and libdeflate compresses a whole buffer at once faster than zlib; the filter and level of
/// `standard` were chosen by `chess-motion-bench png` on the scenes' frames.
///
/// Opaque frames are written as 8-bit RGB and frames with any transparency as 8-bit RGBA, straight
/// (un-premultiplied) colour as PNG requires. Un-premultiplying rounds as cairo's reader
/// re-premultiplies, so decoding gives back exactly the frame's pixels.
public struct PNGEncoder: Sendable, Hashable {
    /// The PNG row filter: how each row is predicted from the pixel to its left and the row above
    /// before DEFLATE sees it (PNG specification, section 9).
    public enum RowFilter: String, Sendable, Hashable, CaseIterable {
        case none, sub, up, average, paeth
        /// Per row, the filter whose output has the smallest sum of absolute values (libpng's heuristic).
        case adaptive
    }

    public let filter: RowFilter
    /// libdeflate's compression level: 0 stores, 1 is fastest, 12 smallest.
    public let level: Int

    public static let levels = 0...12

    public init(filter: RowFilter, level: Int) throws(PNGEncodingError) {
        guard Self.levels.contains(level) else { throw .unknownLevel(level, known: Self.levels) }
        self.filter = filter
        self.level = level
    }

    private init(checkedFilter filter: RowFilter, level: Int) {
        self.filter = filter
        self.level = level
    }

    /// The choice made by measurement (see `chess-motion-bench png`).
    public static let standard = PNGEncoder(checkedFilter: .none, level: 1)

    /// The whole PNG file for `image`.
    public func encode(_ image: RasterImage) throws(PNGEncodingError) -> Data {
        let width = image.width, height = image.height
        guard width > 0, height > 0, width <= PNGFile.maximumSide, height <= PNGFile.maximumSide else {
            throw .unencodableSize(width: width, height: height)
        }
        guard image.pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(width: width, height: height, bytes: image.pixels.count)
        }
        let opaque = PNGScanlines.isOpaque(image.pixels)
        let scanlines = PNGScanlines(width: width, height: height, opaque: opaque)
        let filtered = UnsafeMutableRawBufferPointer.allocate(byteCount: scanlines.byteCount, alignment: 16)
        defer { filtered.deallocate() }
        image.pixels.withUnsafeBytes { pixels in
            scanlines.write(pixels, filter: filter, into: filtered)
        }
        let header = PNGFile.header(width: width, height: height, colorType: opaque ? .rgb : .rgba)
        return try PNGFile.assemble(header: header, level: level, scanlines: UnsafeRawBufferPointer(filtered))
    }
}

/// Why a frame could not be encoded; each case names the frame's facts.
public enum PNGEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownLevel(Int, known: ClosedRange<Int>)
    case unencodableSize(width: Int, height: Int)
    case pixelCountMismatch(width: Int, height: Int, bytes: Int)
    case compressorUnavailable(level: Int)

    public var description: String {
        switch self {
        case .unknownLevel(let level, let known):
            "PNG compression level \(level) does not exist; use \(known.lowerBound) to \(known.upperBound)"
        case .unencodableSize(let w, let h):
            "a \(w)x\(h) image cannot be written as PNG: each side must be between 1 and \(PNGFile.maximumSide) pixels"
        case .pixelCountMismatch(let w, let h, let bytes):
            "a \(w)x\(h) image needs \(w * h * 4) bytes of pixels but has \(bytes)"
        case .compressorUnavailable(let level):
            "libdeflate could not make a compressor at level \(level) (out of memory?)"
        }
    }
}
