import PNGCodec
import ChessMotionSupport
/// Why a frame could not be made or written; each case carries what the user needs to fix it.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    case absurdSize(width: Int, height: Int, maximum: Int)
    case unknownFormat(path: String, known: [String])
    case cairo(status: String)
    case unwritable(path: String, reason: String)
    case invalidTime(Double)
    case encoding(PNGEncodingError)
    /// A JPEG or WebP quality outside the format's scale.
    case qualityOutOfRange(format: String, quality: Int, allowed: ClosedRange<Int>)
    /// libjpeg or libwebp refused the frame; `reason` is the library's word for it.
    case lossyEncoding(format: String, reason: String)

    public var description: String {
        switch self {
        case .absurdSize(let w, let h, let maximum):
            "\(w)x\(h) is not a usable image size: each side must be between 1 and \(maximum) pixels"
        case .unknownFormat(let path, let known):
            "\(path): unknown image format; use one of the extensions \(known.map { "." + $0 }.joined(separator: ", "))"
        case .cairo(let status):
            "Cairo could not draw the frame: \(status)"
        case .unwritable(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .invalidTime(let t):
            "\(t.trimmed) is not a time in seconds"
        case .encoding(let error):
            "cannot encode the frame: \(error)"
        case .qualityOutOfRange(let format, let quality, let allowed):
            "\(format) quality \(quality) is out of range: use \(allowed.lowerBound) to \(allowed.upperBound) (higher is better and bigger)"
        case .lossyEncoding(let format, let reason):
            "cannot encode the frame as \(format): \(reason)"
        }
    }
}
