import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing
import TestSupport

/// A picture is embedded as the smallest PNG the row filters make at libdeflate's smallest
/// level, and it still decodes to exactly the pixels Cairo painted.
@Suite struct EmbeddedPictureTests {
    /// A 40 × 40 premultiplied picture: a disc with soft edges over transparency, shaded left to
    /// right, as a piece's raster is.
    static func picture() -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
        for y in 0..<40 {
            for x in 0..<40 {
                let distance = hypot(Double(x) - 19.5, Double(y) - 19.5)
                let alpha = max(0, min(1, 16 - distance))
                let shade = Double(x) / 39
                let i = (y * 40 + x) * 4
                pixels[i] = UInt8((alpha * 255 * (0.2 + 0.5 * shade)).rounded())
                pixels[i + 1] = UInt8((alpha * 255 * (0.3 + 0.2 * shade)).rounded())
                pixels[i + 2] = UInt8((alpha * 255 * (0.9 - 0.4 * shade)).rounded())
                pixels[i + 3] = UInt8((alpha * 255).rounded())
            }
        }
        return RasterImage(width: 40, height: 40, pixels: pixels)
    }

    @Test func theSmallestPNGDecodesToTheSamePixelsAndIsSmallerThanTheToolsStandardOne() throws {
        let image = Self.picture()
        let png = try ImageAssets.smallestPNG(image)
        let standard = try image.pngData()
        #expect(png.count < standard.count, "\(png.count) bytes against the standard encoder's \(standard.count)")
        let folder = try TemporaryFolder("embedded-picture")
        let file = folder.url.appendingPathComponent("picture.png")
        try png.write(to: file)
        let decoded = try RasterImage.decodePNG(at: file)
        #expect(decoded.width == 40 && decoded.height == 40)
        #expect(decoded.pixels == image.pixels, "the embedded picture is Cairo's, pixel for pixel")
    }
}
