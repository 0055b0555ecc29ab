import ChessMotion
import Foundation
import MotionKit

/// One picture to draw: a renderer, the instant, the size and the encoding. Requests are turned
/// into this before a worker runs it, so every still route shares the caps and the encoder.
struct StillRender: Sendable {
    var renderer: FrameRenderer
    var time: Double
    var size: PixelSize
    var format: ImageFormat
    var quality: Int?

    /// Refuses a size past the pixel cap before anything is drawn.
    func checked(pixelLimit: Int) throws(ServiceError) -> StillRender {
        guard size.width * size.height <= pixelLimit else {
            throw .tooManyPixels(width: size.width, height: size.height, limit: pixelLimit)
        }
        return self
    }

    func encoded() throws -> Data {
        try renderer.encodedStill(at: time, size: size, format: format, quality: quality)
    }

    /// The `Content-Type` of each still format.
    static func contentType(of format: ImageFormat) -> String {
        switch format {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        }
    }
}
