import ChessMotionSupport
import Foundation
@testable import LottieExport
import Testing

/// Keyframes as written: held values show on the same frames whether a player ends a hold
/// before the next keyframe's time (Lottie, rlottie, lottie-web) or on it (python-lottie).
@Suite struct LottiePropertyTests {
    struct Written {
        let time: Double, value: Double, hold: Bool
        /// The handles as written; nil on a held or last keyframe.
        var easing: KeyframeFit.Easing? = nil
    }

    static func written(_ keyframes: [KeyframeFit.Keyframe]) throws -> [Written] {
        try written(LottieProperty.json(keyframes, scalar: true, decimals: 2))
    }

    /// An animated property as written, its first component.
    static func written(_ property: JSONValue) throws -> [Written] {
        let text = LottieJSON.compactText(property)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let frames = try #require(object["k"] as? [[String: Any]])
        return try frames.map { frame in
            func handle(_ key: String) -> (x: Double, y: Double)? {
                guard let h = frame[key] as? [String: Any], let x = (h["x"] as? NSNumber)?.doubleValue,
                      let y = (h["y"] as? NSNumber)?.doubleValue else { return nil }
                return (x, y)
            }
            let easing = handle("o").flatMap { o in handle("i").map { i in KeyframeFit.Easing(outX: o.x, outY: o.y, inX: i.x, inY: i.y) } }
            return Written(time: try #require((frame["t"] as? NSNumber)?.doubleValue),
                           value: try #require((frame["s"] as? [NSNumber])?.first?.doubleValue),
                           hold: (frame["h"] as? NSNumber)?.intValue == 1, easing: easing)
        }
    }

    /// The value at `frame`, the segment from the last keyframe at or before it (or, with
    /// `holdsThroughNext`, strictly before it: python-lottie's reading) played through its
    /// written easing (linear if it has none) or held.
    static func value(_ keyframes: [Written], at frame: Double, holdsThroughNext: Bool) -> Double {
        let index = keyframes.lastIndex { holdsThroughNext ? $0.time < frame : $0.time <= frame } ?? 0
        let a = keyframes[index]
        guard !a.hold, index + 1 < keyframes.count else { return a.value }
        let b = keyframes[index + 1]
        let x = max(0, min(1, (frame - a.time) / (b.time - a.time)))
        return a.value + (b.value - a.value) * (a.easing ?? .linear).progress(at: x)
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

    /// Where an easing would show nothing a hold does not, the fit holds: through a run of
    /// one-frame steps (a flicker no easing spans) and between equal values. Each frame still
    /// shows its sample in both readings, and the written keyframes carry no easing handles there.
    @Test func oneFrameRunsAndRestsAreHeldAndStillShowEveryFrame() throws {
        let flicker: [Double] = [0, 9, 3, 15, 6, 18, 24]
        let values = (flicker + Array(repeating: 24, count: 29) + (1...30).map { 24 + Double($0) }).map { [$0] }
        let tolerance = 0.5
        // Bounded, as opacity is: no easing may overshoot to pass through a flicker's peak.
        let keyframes = KeyframeFit(tolerance: [tolerance], bounded: true).keyframes(values, firstFrame: 0)
        // The flicker's first four frames (its last two may start a longer segment to the rest).
        #expect(keyframes.filter { $0.frame < 4 }.count == 4 && keyframes.filter { $0.frame < 4 }.allSatisfy(\.hold),
                "\(keyframes.map { ($0.frame, $0.hold) })")
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where a.value == b.value {
            #expect(a.hold && a.easing == nil, "frames \(a.frame)-\(b.frame) rest at \(a.value)")
        }
        #expect(keyframes.contains { !$0.hold && $0.easing != nil }, "the ramp is still eased")
        let written = try Self.written(keyframes)
        for (frame, sample) in values.enumerated() {
            for pythonLottie in [false, true] {
                let shown = Self.value(written, at: Double(frame), holdsThroughNext: pythonLottie)
                let limit = frame <= 3 ? 1e-9 : tolerance + 1e-9
                #expect(abs(shown - sample[0]) <= limit, "frame \(frame): \(shown) for \(sample[0]) (python-lottie's reading: \(pythonLottie))")
            }
        }
        // A rest after a hold is written once, at its own frame: no held copy a tenth early.
        #expect(written.count <= keyframes.count + 1)
    }
}
