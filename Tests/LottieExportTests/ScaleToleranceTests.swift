import ChessMotionSupport
import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing

/// A layer's scale is fitted within half a percent, and also so that its drawing's farthest
/// point moves no more than the position's tolerance: a card 400 px from its anchor, scaled
/// half a percent off, has its far edge two pixels from Cairo's.
@Suite struct ScaleToleranceTests {
    /// A spring from 100% to 140% over 60 frames.
    static let scales: [Double] = (0..<60).map { k in
        let t = Double(k) / 60
        return 140 - 40 * exp(-5 * t) * cos(8 * t)
    }

    static func fitted(reach: Double) throws -> (written: [LottiePropertyTests.Written], keyframes: Int) {
        let placements = scales.map { MotionKit.AffineTransform.identity.translated(200, 100).scaled($0 / 100, $0 / 100) }
        let transform = LottieLayer.transform(placements: placements, opacities: scales.map { _ in 100 }, first: 0, last: scales.count - 1,
                                              stillFrame: 0, isImage: false, reach: reach)
        guard case .object(let ks) = transform.json, let scale = ks["s"] else { throw Failure.noScale }
        return (try LottiePropertyTests.written(scale), transform.keyframeCount)
    }

    enum Failure: Error { case noScale }

    @Test func theFarthestPointStaysWithinAQuarterPixel() throws {
        let reach = 400.0
        let (written, keyframes) = try Self.fitted(reach: reach)
        for (frame, sample) in Self.scales.enumerated() {
            let played = LottiePropertyTests.value(written, at: Double(frame), holdsThroughNext: false)
            let moved = abs(played - sample) / 100 * reach
            #expect(moved <= LottieLayer.largestPositionError + 0.01, "frame \(frame): the far edge is \(moved) px off")
        }
        // Half a percent alone would have allowed 2 px there, in fewer keyframes.
        let loose = try Self.fitted(reach: 0)
        #expect(loose.keyframes < keyframes, "\(loose.keyframes) keyframes at half a percent, \(keyframes) within a quarter pixel")
        let worst = Self.scales.indices.map { abs(LottiePropertyTests.value(loose.written, at: Double($0), holdsThroughNext: false) - Self.scales[$0]) }.max() ?? 0
        #expect(worst / 100 * reach > LottieLayer.largestPositionError, "the loose fit must stray further, or the test shows nothing")
    }
}
