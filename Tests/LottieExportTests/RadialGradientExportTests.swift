import Foundation
import LottieExport
import MotionKit
import Testing
import TestSupport

/// A radial gradient fill becomes a Lottie gradient fill (`gf`, radial), one layer however it
/// moves or fades, valid against the spec's schema, and rlottie plays it as Cairo draws it.
@Suite struct RadialGradientExportTests {
    /// A red glow that fades in over half a second while it slides right, on a light ground.
    struct Glow: MotionScene {
        let duration = 1.0
        let stillTime = 0.9
        var box: Size { Size(120, 90) }
        static let red = Color(red: 0.9, green: 0.22, blue: 0.23)

        func draw(_ canvas: inout MotionCanvas, t: Double) {
            canvas.fillRect(Rect(x: 0, y: 0, width: 120, height: 90), Color(red: 0.93, green: 0.93, blue: 0.82))
            let square = Rect(x: 20 + 40 * t, y: 15, width: 60, height: 60)
            let glow = RadialGradient(center: square.center, radius: 30, stops: [
                .init(0, Self.red), .init(0.25, Self.red.withAlpha(0.9)), .init(1, Self.red.withAlpha(0)),
            ])
            canvas.fill(.rect(square), glow.fading(Motion.clamp(t / 0.5)))
        }
    }

    static func exporter() throws -> LottieExporter {
        let renderer = FrameRenderer(scene: Glow(), palettes: try Fixtures.palettes(), environment: MotionEnvironment())
        return LottieExporter(renderer: renderer, size: PixelSize(width: 240, height: 180), fps: 30, name: "glow")
    }

    /// Every shape item of every layer, with the layer it is in.
    static func shapeItems(_ json: Data) throws -> [(layer: Int, item: [String: Any])] {
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let layers = try #require(document["layers"] as? [[String: Any]])
        return layers.enumerated().flatMap { index, layer in
            ((layer["shapes"] as? [[String: Any]]) ?? []).map { (index, $0) }
        }
    }

    @Test func aGradientFillIsOneRadialGradientLayer() throws {
        let animation = try Self.exporter().export()
        let gradients = try Self.shapeItems(animation.json).filter { $0.item["ty"] as? String == "gf" }
        // One element: the glow keeps its key as it moves and fades (its alpha is the layer's opacity).
        try #require(gradients.count == 1, "\(gradients.count) gradient fills")
        let fill = gradients[0].item
        #expect(fill["t"] as? Int == 2)
        let stops = try #require(fill["g"] as? [String: Any])
        #expect(stops["p"] as? Int == 3)
        let values = try #require((stops["k"] as? [String: Any])?["k"] as? [Double])
        // Three colour stops (offset, r, g, b), then three opacity stops (offset, alpha), at full strength.
        try #require(values.count == 3 * 4 + 3 * 2, "\(values)")
        #expect(values[0] == 0 && abs(values[1] - Glow.red.red) < 0.001 && values[4] == 0.25 && values[8] == 1)
        #expect(Array(values[12...]).enumerated().allSatisfy { abs($0.element - [0, 1, 0.25, 0.9, 1, 0][$0.offset]) < 0.001 }, "\(values[12...])")
        // Start at the centre, end on the circle: the radius is the distance between them.
        let start = try #require((fill["s"] as? [String: Any])?["k"] as? [Double])
        let end = try #require((fill["e"] as? [String: Any])?["k"] as? [Double])
        #expect(abs(hypot(end[0] - start[0], end[1] - start[1]) - 30) < 0.001)
        #expect(try LottieSchemaTests.schemaErrors(animation.json, name: "glow") == nil)
    }

    @Test func rlottiePlaysTheGradientAsCairoDrawsIt() throws {
        let exporter = try Self.exporter()
        let animation = try exporter.export()
        let player = try #require(RlottiePlayer(json: animation.json))
        let size = exporter.size
        for k in stride(from: 0, to: animation.frameCount, by: 3) {
            let cairo = try exporter.renderer.raster(at: exporter.sceneTime(frame: k), size: size)
            let agreement = FrameAgreement(cairo, player.frame(k, width: size.width, height: size.height))
            #expect(agreement.meanDifference.allSatisfy { $0 <= LottieAgreementTests.meanLimit }
                        && agreement.shareWithin >= LottieAgreementTests.shareLimit, "frame \(k): \(agreement)")
        }
    }
}
