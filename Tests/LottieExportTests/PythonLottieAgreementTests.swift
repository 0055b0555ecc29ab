import ChessMotion
import Foundation
import LottieExport
import MotionKit
import Testing

/// The exported Lottie played by a second, independent player, python-lottie (SVG through
/// CairoSVG), against Cairo's frame at the same instant and size: the same 20 instants, cases
/// and bar as rlottie's (`LottieAgreementTests`). No scene is skipped.
///
/// Misses measured (2026-12-03, 30 fps): bots in the phone posture while its board settles,
/// frames 37 and 45 of 150 (worst: mean 1.5/1.6/1.5, 97.1% within 16), where rlottie misses too.
/// They are known issues under a floor every frame holds; every other case meets the bar.
/// (Until a layer ended a tenth of a frame early, and a value after a hold started a tenth of a
/// frame early, this player showed both one frame late: coins' frame 90, and bots' frames 37-60
/// with its card 29 px behind, mean 8.8, 90.2% within 16. See `LottieJSON.outPoint` and
/// `LottieProperty`.)
@Suite struct PythonLottieAgreementTests {
    static let floorMeanLimit = 2.0
    static let floorShareLimit = 0.965

    @Test(arguments: LottieAgreementTests.cases) func pythonLottieShowsWhatCairoDraws(_ c: LottieAgreementTests.Case) throws {
        let setup = try LottieAgreementTests.prepared(c)
        let size = try setup.defaultPixelSize
        let exporter = setup.lottieExporter(size: size, fps: 30)
        let animation = try exporter.export()
        let instants = (0..<20).map { $0 * animation.frameCount / 20 }
        let played = try PythonLottiePlayer.frames(instants, of: animation.json, width: size.width, height: size.height)

        var misses: [String] = [], farMisses: [String] = []
        for k in instants {
            let cairo = try setup.renderer.raster(at: exporter.sceneTime(frame: k), size: size)
            let agreement = FrameAgreement(cairo, try #require(played[k]))
            if agreement.meanDifference.contains(where: { $0 > LottieAgreementTests.meanLimit })
                || agreement.shareWithin < LottieAgreementTests.shareLimit {
                misses.append("frame \(k): \(agreement)")
            }
            if agreement.meanDifference.contains(where: { $0 > Self.floorMeanLimit }) || agreement.shareWithin < Self.floorShareLimit {
                farMisses.append("frame \(k): \(agreement)")
            }
        }
        #expect(farMisses.isEmpty, "\(c.testDescription): \(farMisses.joined(separator: "; "))")
        guard c.scene == "bots" && c.posture == .phone else {
            #expect(misses.isEmpty, "\(c.testDescription): \(misses.joined(separator: "; "))")
            return
        }
        withKnownIssue("python-lottie misses the bar on two of bots' settling frames in the phone posture (figures above)", isIntermittent: true) {
            #expect(misses.isEmpty, "\(c.testDescription): \(misses.joined(separator: "; "))")
        }
    }
}
