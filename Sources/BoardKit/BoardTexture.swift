import ChessMotionSupport
import FoundationEssentials
import MotionKit

/// A board drawn from an image instead of two colours, as lichess's wood and marble boards are:
/// a PNG, JPEG or SVG of the whole board (any size, scaled to it), named by a theme. Its file is
/// checked before anything decodes it (size, pixel count, a truncated end, an SVG's entities and
/// outside references), then drawn through librsvg like any SVG, so every output — raster, SVG,
/// PDF, video — paints it the same way and a frame's painter knows it by its bytes.
public struct BoardTexture: Sendable, Hashable {
    /// The file it was read from.
    public let path: String
    /// The image as drawn: an SVG board as it is, a PNG or JPEG inside an SVG of its own size.
    public let image: SVGImage
    /// `image`'s SVG text: what the kit page draws, so the browser paints the same document.
    package let document: Data
    let bytes: [UInt8]

    /// A lichess board image is 1–2 MB; a photograph at 4096 pixels fits in 8.
    public static let maximumFileSize = 8 << 20
    /// 4096 x 4096: well past any screen's board, and 64 MB once decoded.
    public static let maximumPixels = 4096 * 4096
    /// An SVG board is a few kilobytes to a few hundred; librsvg needs tens of times its size.
    public static let maximumSVGSize = SVGImage.maximumFileSize

    public static func == (a: BoardTexture, b: BoardTexture) -> Bool { a.path == b.path && a.bytes == b.bytes }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(bytes.count)
    }

    /// Reads and checks the image at `url`.
    public static func load(from url: URL) throws(BoardTextureError) -> BoardTexture {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(url.path, limit: maximumFileSize) } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
        return try BoardTexture(bytes: bytes, path: url.path)
    }

    /// Checks `bytes` as a board image and makes it drawable.
    public init(bytes: [UInt8], path: String) throws(BoardTextureError) {
        let document: Data
        switch BoardImageFormat(sniffing: bytes) {
        case .png:
            let size = try BoardImageFormat.pngSize(bytes, path: path)
            document = Self.wrapping(bytes, mediaType: "image/png", size: size)
        case .jpeg:
            let size = try BoardImageFormat.jpegSize(bytes, path: path)
            document = Self.wrapping(bytes, mediaType: "image/jpeg", size: size)
        case .svg:
            guard bytes.count <= Self.maximumSVGSize else {
                throw .unreadable(path: path, reason: "larger than \(Self.maximumSVGSize) bytes, the limit for an SVG board")
            }
            try BoardImageFormat.checkSelfContained(svg: bytes, path: path)
            document = Data(bytes)
        case nil:
            throw .unknownFormat(path: path)
        }
        do { image = try SVGImage(data: document, name: path) } catch {
            throw .undecodable(path: path, reason: "\(error)")
        }
        self.path = path
        self.document = document
        self.bytes = bytes
    }

    /// An SVG that is the raster image stretched over its viewport, so a board drawn into any
    /// square fills it whatever the image's proportions.
    static func wrapping(_ bytes: [UInt8], mediaType: String, size: (width: Int, height: Int)) -> Data {
        let (w, h) = size
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            preserveAspectRatio="none"><image width="\(w)" height="\(h)" preserveAspectRatio="none" \
            href="data:\(mediaType);base64,\(Data(bytes).base64EncodedString())"/></svg>
            """
        return Data(text.utf8)
    }
}
