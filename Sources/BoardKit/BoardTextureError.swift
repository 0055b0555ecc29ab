import ChessMotionSupport

/// Why a theme's board image was refused, naming the file. Every image a theme names is checked
/// before anything decodes it, so a broken, huge or hostile file is this error, never a crash.
public enum BoardTextureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The theme's `board` is not a plain file name beside the theme (a path, `..`, empty).
    case notAFileName(String)
    /// Missing, not a regular file, unreadable, or over `BoardTexture.maximumFileSize`.
    case unreadable(path: String, reason: String)
    /// Neither PNG, JPEG nor SVG by its first bytes.
    case unknownFormat(path: String)
    /// The file stops before its format's end (a PNG without IEND, a JPEG without its end marker).
    case truncated(path: String, format: String)
    /// The header is not one the format allows (no size, a zero size).
    case malformed(path: String, format: String, reason: String)
    /// The header declares more pixels than `BoardTexture.maximumPixels`.
    case tooManyPixels(path: String, width: Int, height: Int, limit: Int)
    /// An SVG that declares entities (the billion-laughs expansion rides on them).
    case svgEntities(path: String)
    /// An SVG that reaches outside itself: a link or `url()` to another file or the network.
    case svgExternalReference(path: String, reference: String)
    /// librsvg would not read it.
    case undecodable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFileName(let name):
            "board image \(Self.quoted(name)): expected a file name beside the theme, such as \"wood.jpg\""
        case .unreadable(let path, let reason): "\(path): cannot read the board image: \(reason)"
        case .unknownFormat(let path): "\(path): not a PNG, JPEG or SVG board image"
        case .truncated(let path, let format): "\(path): the \(format) ends early (truncated)"
        case .malformed(let path, let format, let reason): "\(path): not a usable \(format): \(reason)"
        case .tooManyPixels(let path, let width, let height, let limit):
            "\(path): \(width) x \(height) pixels is more than a board image may have (\(limit))"
        case .svgEntities(let path): "\(path): the SVG declares entities, which a board image may not"
        case .svgExternalReference(let path, let reference):
            "\(path): the SVG refers to \(Self.quoted(reference)); a board image must be self-contained"
        case .undecodable(let path, let reason): "\(path): not a usable board image: \(reason)"
        }
    }

    /// Text from the file, escaped for a terminal and cut short.
    static func quoted(_ text: String) -> String {
        "\"" + TerminalText.escaped(TerminalText.shortened(text, maximumLength: 80)) + "\""
    }
}
