import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing
import TestSupport

/// A picture is embedded as the smallest PNG the row filters make at libdeflate's smallest
/// level, and it still decodes to exactly the pixels it was given; levelled first, it is
/// within a step of the pixels Cairo painted and smaller still.
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

    /// Levelling takes each straight channel and the alpha to a multiple of the step, so a
    /// painted (premultiplied) channel moves by at most the step and a rounding; nothing
    /// transparent becomes visible, and the levels repeat, so the PNG is smaller.
    @Test func aLevelledPictureIsWithinAStepOfCairosAndSmaller() throws {
        let image = Self.picture()
        let levelled = ImageAssets.levelled(image)
        let step = ImageAssets.pictureLevelStep
        #expect(levelled.width == image.width && levelled.height == image.height)
        var largest = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            if image.pixels[i + 3] == 0 { #expect(levelled.pixels[i..<(i + 4)].allSatisfy { $0 == 0 }) }
            #expect(Int(levelled.pixels[i + 3]) % step == 0 || levelled.pixels[i + 3] == 255)
            for c in i..<(i + 4) {
                #expect(levelled.pixels[c] <= levelled.pixels[i + 3], "premultiplied: no channel above its alpha")
                largest = max(largest, abs(Int(levelled.pixels[c]) - Int(image.pixels[c])))
            }
        }
        #expect(largest <= step + 1, "a channel moved by \(largest)")
        #expect(largest > 0, "the test needs a picture that levelling changes")
        #expect(try ImageAssets.smallestPNG(levelled).count < ImageAssets.smallestPNG(image).count)
    }
}
