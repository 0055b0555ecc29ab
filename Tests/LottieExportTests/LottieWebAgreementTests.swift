import ChessMotion
import Foundation
import LottieExport
import MotionKit
import Testing

/// The exported Lottie in lottie-web (headless Chromium, SVG renderer), against Cairo's frame at
/// the same instant and size, at four instants of each built-in scene: the same bar as rlottie.
@Suite struct LottieWebAgreementTests {
    static let cases = ["bots", "coins", "clock"].map {
        LottieAgreementTests.Case(scene: $0, scheme: .light, posture: .phone, locale: "en")
    }

    @Test(arguments: cases) func lottieWebShowsWhatCairoDraws(_ c: LottieAgreementTests.Case) throws {
        let setup = try LottieAgreementTests.prepared(c)
        let size = try setup.defaultPixelSize
        let exporter = setup.lottieExporter(size: size, fps: 30)
        let animation = try exporter.export()
        var misses: [String] = []
        for instant in [1, 7, 12, 18] {
            let k = instant * animation.frameCount / 20
            let cairo = try setup.renderer.raster(at: exporter.sceneTime(frame: k), size: size)
            let agreement = FrameAgreement(cairo, try LottieWebPlayer.frame(k, of: animation.json, width: size.width, height: size.height))
            if agreement.meanDifference.contains(where: { $0 > LottieAgreementTests.meanLimit })
                || agreement.shareWithin < LottieAgreementTests.shareLimit {
                misses.append("frame \(k): \(agreement)")
            }
        }
        #expect(misses.isEmpty, "\(c.testDescription): \(misses.joined(separator: "; "))")
    }
}
