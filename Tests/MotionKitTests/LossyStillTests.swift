import Foundation
import MotionKit
import TestSupport
import Testing

/// JPEG and WebP stills through libjpeg-turbo and libwebp, and the transparent-background switch.
@Suite("Lossy stills and transparent backgrounds")
struct LossyStillTests {
    let renderer: FrameRenderer
    init() throws { renderer = FrameRenderer(scene: ExportTestScene(), palettes: try Fixtures.palettes()) }

    @Test func jpegAndWebPHaveTheirSignatures() throws {
        let size = PixelSize(width: 120, height: 90)
        let jpeg = try renderer.encodedStill(at: 1.5, size: size, format: .jpeg)
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF] && Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let webp = try renderer.encodedStill(at: 1.5, size: size, format: .webp)
        #expect(Array(webp.prefix(4)) == Array("RIFF".utf8) && Array(webp[8..<12]) == Array("WEBP".utf8))
    }

    @Test func qualityOutsideTheScaleIsAnError() throws {
        #expect(throws: RenderError.qualityOutOfRange(format: "JPEG", quality: 0, allowed: 1...100)) { try LossyStillEncoder(format: .jpeg, quality: 0) }
        #expect(try LossyStillEncoder(format: .jpeg).quality == ImageFormat.jpeg.defaultQuality)
        #expect(throws: RenderError.lossyEncoding(format: "PNG", reason: "the format has no quality setting")) {
            try LossyStillEncoder(format: .png, quality: 90)
        }
        #expect(throws: RenderError.qualityOutOfRange(format: "WebP", quality: 101, allowed: 0...100)) { try LossyStillEncoder(format: .webp, quality: 101) }
    }

    @Test func extensionsNameTheFormats() {
        #expect(ImageFormat(pathExtension: "JPG") == .jpeg && ImageFormat(pathExtension: "jpeg") == .jpeg)
        #expect(ImageFormat(pathExtension: "webp") == .webp && ImageFormat(pathExtension: "gif") == nil)
        #expect(!ImageFormat.jpeg.carriesAlpha && ImageFormat.webp.carriesAlpha && ImageFormat.png.carriesAlpha)
    }

    /// The switch clears only the background: the corner (background) turns clear, and every
    /// pixel the scene drew fully opaque is the same in both.
    @Test func transparentBackgroundClearsOnlyTheBackground() throws {
        let size = PixelSize(width: 180, height: 135)
        var clearRenderer = renderer
        clearRenderer.environment.transparentBackground = true
        let solid = try renderer.raster(at: 1.5, size: size), clear = try clearRenderer.raster(at: 1.5, size: size)
        #expect(solid.color(x: 0, y: 0).alpha == 1 && clear.color(x: 0, y: 0).alpha == 0)
        var opaque = 0
        for i in stride(from: 0, to: clear.pixels.count, by: 4) where clear.pixels[i + 3] == 255 {
            opaque += 1
            #expect(clear.pixels[i..<i + 4] == solid.pixels[i..<i + 4])
        }
        #expect(opaque > 100, "the star, the dot and the text should stay opaque")
        let png = try RasterImage.decodePNG(clear.pngData())
        #expect(png == clear, "a transparent frame round-trips through the RGBA PNG")
    }
}
