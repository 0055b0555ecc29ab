import ChessMotion
import Foundation
import LottieExport
import MotionKit
import Testing

/// The exported Lottie, played by rlottie, against Cairo's frame at the same instant and size
/// (what `still --t` draws): at 20 instants of the loop, for every built-in scene in both
/// schemes, two postures and two locales. No scene is skipped.
@Suite struct LottieAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let scene: String
        let scheme: ColorScheme
        let posture: DevicePosture
        let locale: String
        var testDescription: String { "\(scene) \(scheme.rawValue) \(posture.rawValue) \(locale)" }
    }

    static let cases: [Case] = ["bots", "coins", "clock"].flatMap { scene in
        ColorScheme.allCases.flatMap { scheme in
            [DevicePosture.phone, .open].flatMap { posture in
                ["en", "es"].map { Case(scene: scene, scheme: scheme, posture: posture, locale: $0) }
            }
        }
    }

    /// The brief's bar: a mean difference of at most 3 levels per channel, and 98% of pixels
    /// within 16 levels on every channel.
    static let meanLimit = 3.0
    static let shareLimit = 0.98
    /// Every scene, the bots scene's settling board among them, is held to that bar on every
    /// frame. The board used to rise by fractions of a pixel, and rlottie, which draws a picture
    /// at the nearest pixel, showed the pieces embedded as Cairo paints them at rest a pixel off
    /// in a ring (frames 60 and 67 at 30 fps: 95.10% within 16); it now rises in whole pixels
    /// (`MotionCanvas.translateInWholePixels`), so every piece lands where it rests, moved.
    /// Frames 37 and 45 missed too until a scale was fitted within a quarter pixel at its
    /// layer's farthest point (a card's far edge had been over a pixel off).

    static func prepared(_ c: Case) throws -> PreparedScene {
        try PreparedScene(c.scene, settings: ResolvedSettings(settingsFile: "/nonexistent/settings.json",
                                                              overrides: SceneOverrides(scheme: c.scheme, posture: c.posture, locale: c.locale)))
    }

    @Test(arguments: cases) func rlottieShowsWhatCairoDraws(_ c: Case) throws {
        let setup = try Self.prepared(c)
        let size = try setup.defaultPixelSize
        let exporter = setup.lottieExporter(size: size, fps: 30)
        let animation = try exporter.export()
        let player = try #require(RlottiePlayer(json: animation.json))
        #expect(player.frameCount == animation.frameCount)

        var misses: [String] = []
        var worst = (mean: 0.0, share: 1.0)
        for instant in 0..<20 {
            let k = instant * animation.frameCount / 20
            let cairo = try setup.renderer.raster(at: exporter.sceneTime(frame: k), size: size)
            let agreement = FrameAgreement(cairo, player.frame(k, width: size.width, height: size.height))
            worst = (max(worst.mean, agreement.meanDifference.max() ?? 0), min(worst.share, agreement.shareWithin))
            if agreement.meanDifference.contains(where: { $0 > Self.meanLimit }) || agreement.shareWithin < Self.shareLimit {
                misses.append("frame \(k): \(agreement)")
            }
        }
        #expect(misses.isEmpty, "\(c.testDescription): \(misses.joined(separator: "; "))")
        print("LottieAgreement rlottie \(c.testDescription): worst mean \(worst.mean), worst share within 16 \(worst.share)")
    }
}
