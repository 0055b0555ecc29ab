import ChessMotion
import FoundationEssentials
import MotionKit

/// One picture to draw: a renderer, the instant, the size and the encoding. Requests are turned
/// into this before a worker runs it, so every still route shares the caps and the encoder.
struct StillRender: Sendable {
    var renderer: FrameRenderer
    var time: Double
    var size: PixelSize
    var format: ImageFormat
    var quality: Int?
    /// The picture in words, sent with it as `altTextHeader`.
    var altText: String? = nil

    /// The picture's bytes; a PNG's encoding may use up to `cores` (`RasterImage.pngData(cores:)`).
    func encoded(cores: Int) throws -> Data {
        try renderer.encodedStill(at: time, size: size, format: format, quality: quality, cores: cores)
    }

    /// The header a picture's alt text travels in: MIME's own header for words about a body
    /// (RFC 2045), so a client needs no second request to describe the picture it shows.
    static let altTextHeader = "Content-Description"

    /// `text` as a header may carry it: UTF-8 with `%`, control characters and every byte past
    /// ASCII percent-encoded, so `decodeURIComponent` (or any URL decoder) gives the words back.
    static func headerValue(_ text: String) -> String {
        var value = ""
        for byte in text.utf8 {
            if (0x20...0x7E).contains(byte), byte != UInt8(ascii: "%") {
                value.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                value += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return value
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

extension StillRender {
    /// A scene's still as its plan resolved it.
    init(plan: RenderPlan, altText: String?) {
        guard case .still(let format) = plan.spec.output, let time = plan.time else { preconditionFailure("a still's plan") }
        self.init(renderer: plan.renderer, time: time, size: plan.size, format: format, quality: plan.spec.quality, altText: altText)
    }
}

extension String {
    /// The string with zeros in front, at least `width` characters long.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
