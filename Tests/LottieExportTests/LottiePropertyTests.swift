import ChessMotionSupport
import Foundation
@testable import LottieExport
import Testing

/// Keyframes as written: held values show on the same frames whether a player ends a hold
/// before the next keyframe's time (Lottie, rlottie, lottie-web) or on it (python-lottie).
@Suite struct LottiePropertyTests {
    struct Written { let time: Double, value: Double, hold: Bool }

    static func written(_ keyframes: [KeyframeFit.Keyframe]) throws -> [Written] {
        let text = LottieJSON.compactText(LottieProperty.json(keyframes, scalar: true, decimals: 2))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let frames = try #require(object["k"] as? [[String: Any]])
        return try frames.map { frame in
            Written(time: try #require((frame["t"] as? NSNumber)?.doubleValue),
                    value: try #require((frame["s"] as? [NSNumber])?.first?.doubleValue),
                    hold: (frame["h"] as? NSNumber)?.intValue == 1)
        }
    }

    /// The value at `frame`, the segment from the last keyframe at or before it (or, with
    /// `holdsThroughNext`, strictly before it: python-lottie's reading) played linearly or held.
    static func value(_ keyframes: [Written], at frame: Double, holdsThroughNext: Bool) -> Double {
        let index = keyframes.lastIndex { holdsThroughNext ? $0.time < frame : $0.time <= frame } ?? 0
        let a = keyframes[index]
        guard !a.hold, index + 1 < keyframes.count else { return a.value }
        let b = keyframes[index + 1]
        return a.value + (b.value - a.value) * max(0, min(1, (frame - a.time) / (b.time - a.time)))
    }

    @Test func heldValuesShowOnTheirOwnFramesInEveryReading() throws {
        let keyframes = [
            KeyframeFit.Keyframe(frame: 0, value: [10], easing: nil, hold: true),
            KeyframeFit.Keyframe(frame: 3, value: [20], easing: nil, hold: true),
            KeyframeFit.Keyframe(frame: 6, value: [30], easing: .linear, hold: false),
            KeyframeFit.Keyframe(frame: 9, value: [60], easing: nil, hold: true),
            KeyframeFit.Keyframe(frame: 11, value: [70], easing: nil, hold: false),
        ]
        let expected: [Double] = [10, 10, 10, 20, 20, 20, 30, 40, 50, 60, 60, 70]
        let written = try Self.written(keyframes)
        for (frame, value) in expected.enumerated() {
            #expect(abs(Self.value(written, at: Double(frame), holdsThroughNext: false) - value) < 1e-9, "frame \(frame), Lottie's reading")
            #expect(abs(Self.value(written, at: Double(frame), holdsThroughNext: true) - value) < 1e-9, "frame \(frame), python-lottie's")
        }
        // A jump costs a keyframe only where an eased segment follows it.
        #expect(written.count == keyframes.count + 1)
    }
}
