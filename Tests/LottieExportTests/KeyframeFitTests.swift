import Foundation
@testable import LottieExport
import Testing

/// The keyframes a sampled curve becomes: every sample within the tolerance when the keyframes
/// are played back, far fewer keyframes than samples, a hold where the value jumps.
@Suite struct KeyframeFitTests {
    /// The value the keyframes give at `frame`, as a player computes it between two keyframes.
    static func value(of keyframes: [KeyframeFit.Keyframe], at frame: Int) -> [Double] {
        guard let next = keyframes.firstIndex(where: { $0.frame > frame }), next > 0 else { return keyframes.last!.value }
        let a = keyframes[next - 1], b = keyframes[next]
        if a.hold { return a.value }
        let easing = try! #require(a.easing)
        let p = easing.progress(at: Double(frame - a.frame) / Double(b.frame - a.frame))
        return zip(a.value, b.value).map { $0 + ($1 - $0) * p }
    }

    @Test func aSmoothstepAndASpringAreFewKeyframesWithinTheTolerance() {
        let smooth = (0..<60).map { k -> [Double] in let t = Double(k) / 59; return [100 * t * t * (3 - 2 * t), 3] }
        let spring = (0..<90).map { k -> [Double] in
            let t = Double(k) / 60
            return [40 + 60 * (1 - exp(-6 * t) * cos(9 * t)), 3]
        }
        let values = smooth + Array(repeating: [100.0, 3], count: 30) + spring
        let fit = KeyframeFit(tolerance: [0.25, 0.25])
        let keyframes = fit.keyframes(values, firstFrame: 10)
        for (offset, sample) in values.enumerated() {
            let played = Self.value(of: keyframes, at: 10 + offset)
            #expect(abs(played[0] - sample[0]) <= 0.25 + 1e-9, "frame \(10 + offset): \(played[0]) for \(sample[0])")
            #expect(abs(played[1] - 3) <= 1e-9)
        }
        #expect(keyframes.count < values.count / 3, "\(keyframes.count) keyframes for \(values.count) frames")
        #expect(keyframes.first?.frame == 10)
        #expect(keyframes.last?.frame == 10 + values.count - 1)
    }

    @Test func aJumpIsHeldAndAStillValueIsOneKeyframe() {
        let values = Array(repeating: [5.0], count: 10) + Array(repeating: [80.0], count: 10)
        let keyframes = KeyframeFit(tolerance: [0.5]).keyframes(values, firstFrame: 0)
        let jump = try! #require(keyframes.first { $0.frame == 9 })
        #expect(jump.hold)
        #expect(Self.value(of: keyframes, at: 9) == [5])
        #expect(Self.value(of: keyframes, at: 10) == [80])
        #expect(KeyframeFit(tolerance: [0.5]).keyframes(Array(repeating: [7.0], count: 50), firstFrame: 3).count == 1)
    }

    @Test func theStillFrameIsAlwaysExact() {
        let values = (0..<40).map { [Double($0) * 0.01] }
        let keyframes = KeyframeFit(tolerance: [0.5], exactFrames: [17]).keyframes(values, firstFrame: 0)
        #expect(keyframes.contains { $0.frame == 17 && $0.value == [0.17] })
    }
}
