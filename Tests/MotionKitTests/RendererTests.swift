import Foundation
import MotionKit
import TestSupport
import Testing

@Suite("Renderer")
struct RendererTests {
    static let dot = ClosureScene(stillTime: 0.5) { canvas, _ in
        canvas.circle(Point(180, 140), radius: 30, canvas.palette.accent)
        canvas.text("Sofía", at: Point(180, 40), style: .title(20), color: canvas.palette.text)
    }

    @Test func absurdSizesAreRefused() throws {
        let r = FrameRenderer(scene: Self.dot, palettes: try Fixtures.palettes())
        #expect(throws: RenderError.absurdSize(width: 0, height: 10, maximum: PixelSize.maximumSide)) {
            try r.raster(at: 0, size: PixelSize(width: 0, height: 10))
        }
        #expect(throws: RenderError.absurdSize(width: 100_000, height: 10, maximum: PixelSize.maximumSide)) {
            try r.raster(at: 0, size: PixelSize(width: 100_000, height: 10))
        }
        #expect(throws: RenderError.invalidTime(.infinity)) { try r.raster(at: .infinity, size: PixelSize(width: 10, height: 10)) }
    }

    @Test func vectorOutputsKeepShapesAndTextAsVectors() throws {
        let r = FrameRenderer(scene: Self.dot, palettes: try Fixtures.palettes())
        let svg = String(decoding: try r.vectorDocument(at: 0.5, size: PixelSize(width: 720, height: 560), format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("<path"))
        #expect(!svg.contains("<image"))
        // Sized in pixels, so a browser shows a 720-wide still 720 px wide (points would be 960).
        #expect(svg.contains("width=\"720px\"") && svg.contains("height=\"560px\""), "\(svg.prefix(300))")
        let pdf = try r.vectorDocument(at: 0.5, size: PixelSize(width: 720, height: 560), format: .pdf)
        #expect(pdf.prefix(5) == Data("%PDF-".utf8))
    }

    @Test func pngRoundTripsThroughTheDecoder() throws {
        let r = FrameRenderer(scene: Self.dot, palettes: try Fixtures.palettes())
        let image = try r.raster(at: 0.5, size: PixelSize(width: 200, height: 150))
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("roundtrip.png")
        try image.pngData().write(to: url)
        #expect(try RasterImage.decodePNG(at: url) == image)
    }

    @Test func accentedTextRendersWithRealGlyphs() throws {
        try Snapshot.assertMatches(
            try FrameRenderer(scene: Self.dot, palettes: try Fixtures.palettes()).raster(at: 0.5, size: PixelSize(width: 360, height: 280)),
            named: "accented-text")
    }

    @Test func stillWriterRefusesUnknownFormatsAndMissingFolders() throws {
        #expect(throws: RenderError.self) { try StillWriter.format(for: URL(fileURLWithPath: "/tmp/x.gif")) }
        #expect(throws: RenderError.self) { try StillWriter.checkWritable(URL(fileURLWithPath: "/no/such/folder/x.png")) }
    }
}
