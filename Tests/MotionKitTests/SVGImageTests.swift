import Foundation
@testable import MotionKit
import TestSupport
import Testing

/// Pieces are drawn every frame; they must be parsed once and rasterised once per pixel size.
@Suite("SVG images")
struct SVGImageTests {
    static let circleSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" width="45" height="45">
      <circle cx="22.5" cy="22.5" r="20" fill="#C0392B"/>
    </svg>
    """

    struct Stamp: MotionScene {
        let duration = 1.0
        let stillTime = 0.0
        let image: SVGImage
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            canvas.image(image, in: Rect(x: 100 + 50 * t, y: 100, width: 45, height: 45))
        }
    }

    @Test func aRasterIsMadeOncePerPixelSizeAndReused() throws {
        let image = try SVGImage(data: Data(Self.circleSVG.utf8), name: "circle.svg")
        let renderer = FrameRenderer(scene: Stamp(image: image), palettes: try Fixtures.palettes())
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            _ = try renderer.raster(at: t, size: PixelSize(width: 360, height: 280))
        }
        #expect(image.cache.count == 1, "moving the image must not rasterise it again")
        _ = try renderer.raster(at: 0, size: PixelSize(width: 720, height: 560))
        #expect(image.cache.count == 2, "a new pixel size makes exactly one new raster")
    }

    @Test func theRasterIsPaintedWhereTheRectIs() throws {
        let image = try SVGImage(data: Data(Self.circleSVG.utf8), name: "circle.svg")
        let frame = try FrameRenderer(scene: Stamp(image: image), palettes: try Fixtures.palettes())
            .raster(at: 0, size: PixelSize(width: 360, height: 280))
        let centre = frame.color(x: 122, y: 122)
        #expect(abs(centre.red - 0xC0 / 255.0) < 0.02 && abs(centre.green - 0x39 / 255.0) < 0.02)
        #expect(frame.color(x: 90, y: 122) != centre)
    }

    @Test func vectorOutputsDrawTheSVGAsVectors() throws {
        let image = try SVGImage(data: Data(Self.circleSVG.utf8), name: "circle.svg")
        let svg = try FrameRenderer(scene: Stamp(image: image), palettes: try Fixtures.palettes())
            .vectorDocument(at: 0, size: PixelSize(width: 360, height: 280), format: .svg)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(!text.contains("<image"))
        #expect(image.cache.count == 0, "nothing is rasterised for a vector output")
    }

    /// A faded stamp: the one case that still needs a group on a vector page.
    struct FadedStamp: MotionScene {
        let duration = 1.0
        let stillTime = 0.0
        let image: SVGImage
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            var faded = canvas
            faded.fade(0.5)
            faded.image(image, in: Rect(x: 100, y: 100, width: 45, height: 45))
        }
    }

    /// Cairo 1.16's SVG surface never frees a group painted on it, so an opaque image must go
    /// onto the page as its own paths: no group painted through a clip and a `<use>`.
    @Test func anOpaqueImageOnAnSVGPageIsItsOwnPathsNotAGroup() throws {
        let image = try SVGImage(data: Data(Self.circleSVG.utf8), name: "circle.svg")
        let palettes = try Fixtures.palettes()
        let size = PixelSize(width: 360, height: 280)
        let opaque = String(decoding: try FrameRenderer(scene: Stamp(image: image), palettes: palettes)
            .vectorDocument(at: 0, size: size, format: .svg), as: UTF8.self)
        #expect(opaque.contains("<path"))
        #expect(!opaque.contains("<use") && !opaque.contains("<clipPath"))
        let faded = String(decoding: try FrameRenderer(scene: FadedStamp(image: image), palettes: palettes)
            .vectorDocument(at: 0, size: size, format: .svg), as: UTF8.self)
        #expect(faded.contains("opacity"), "a faded image still fades on the page")
    }

    @Test func brokenSVGIsATypedErrorNamingTheFile() {
        #expect(throws: ImageError.self) { try SVGImage(data: Data("<svg".utf8), name: "wK.svg") }
        do {
            _ = try SVGImage(data: Data("not svg at all".utf8), name: "PieceSets/mine/wK.svg")
        } catch {
            #expect(error.description.hasPrefix("PieceSets/mine/wK.svg: not a usable image"))
        }
        #expect(throws: ImageError.missing(path: "/no/such.svg")) { try SVGImage.load(from: URL(fileURLWithPath: "/no/such.svg")) }
    }
}
