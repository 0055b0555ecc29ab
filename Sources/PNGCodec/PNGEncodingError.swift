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
            if w >= 0, h >= 0, case let (area, false) = w.multipliedReportingOverflow(by: h),
               case let (needed, false) = area.multipliedReportingOverflow(by: 4) {
                "a \(w)x\(h) image needs \(needed) bytes of pixels but has \(bytes)"
            } else {
                "\(w)x\(h) is not an image size (the image has \(bytes) bytes of pixels)"
            }
        case .compressorUnavailable(let level):
            "libdeflate could not make a compressor at level \(level) (out of memory?)"
        }
    }
}
