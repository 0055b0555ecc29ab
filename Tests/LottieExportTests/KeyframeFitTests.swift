import Foundation
@testable import LottieExport
import Testing

/// The keyframes a sampled curve becomes: every sample within the tolerance when the keyframes
/// are played back, far fewer keyframes than samples, a hold where the value jumps.
@Suite struct KeyframeFitTests {
    /// The value the keyframes give at `frame`, as a player computes it between two keyframes.
    static func value(of keyframes: [KeyframeFit.Keyframe], at frame: Int) -> [Double] {
        let time = Double(frame)
        guard let next = keyframes.firstIndex(where: { $0.time > time }), next > 0 else { return keyframes.last!.value }
        let a = keyframes[next - 1], b = keyframes[next]
        if a.hold { return a.value }
        let easing = try! #require(a.easing)
        let p = easing.progress(at: (time - a.time) / (b.time - a.time))
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
        let jump = try! #require(keyframes.last { $0.frame <= 9 })
        #expect(jump.hold && jump.value == [5])
        #expect(Self.value(of: keyframes, at: 9) == [5])
        #expect(Self.value(of: keyframes, at: 10) == [80])
        #expect(KeyframeFit(tolerance: [0.5]).keyframes(Array(repeating: [7.0], count: 50), firstFrame: 3).count == 1)
    }

    @Test func theStillFrameIsAlwaysExact() {
        let values = (0..<40).map { [Double($0) * 0.01] }
        let keyframes = KeyframeFit(tolerance: [0.5], exactFrames: [17]).keyframes(values, firstFrame: 0)
        #expect(keyframes.contains { $0.frame == 17 && $0.value == [0.17] })
    }

    /// A still frame inside a rest is shown exactly by the rest's hold, so it needs no keyframe
    /// of its own; the still frame plays back exactly and every frame within the tolerance.
    @Test func aStillFrameInsideARestIsTheHoldNotAKeyframe() {
        func sample(_ k: Int) -> Double {
            if k < 10 { return 0 }
            return k < 40 ? 100 : 100 - Double(k - 39) * 5
        }
        let values: [[Double]] = (0..<60).map { [sample($0)] }
        let keyframes = KeyframeFit(tolerance: [0.5], exactFrames: [25]).keyframes(values, firstFrame: 0)
        #expect(!keyframes.contains { $0.frame == 25 }, "\(keyframes.map { $0.time })")
        #expect(Self.value(of: keyframes, at: 25) == [100])
        for (frame, sample) in values.enumerated() { #expect(abs(Self.value(of: keyframes, at: frame)[0] - sample[0]) <= 0.5, "frame \(frame)") }
    }

    /// The scenes' fades are smoothsteps whose ends fall between frames (a leave from 82.5 to
    /// 105 at 60 fps): from a rest, the change starts between the frames, one eased segment,
    /// instead of an easing bent to start on the frame before and a second to finish.
    @Test func aChangeLeavingARestBetweenFramesStartsThere() {
        func smooth(_ x: Double) -> Double { let u = min(1, max(0, x)); return u * u * (3 - 2 * u) }
        for start in [82.25, 82.5, 82.75] {
            let values = (60..<105).map { k in [100 * (1 - smooth((Double(k) - start) / 22.5))] }
            let keyframes = KeyframeFit(tolerance: [0.5], bounded: true).keyframes(values, firstFrame: 60)
            #expect(keyframes.count == 3, "from \(start): \(keyframes.map { $0.time })")
            #expect(keyframes.contains { $0.frame == 82 && $0.fraction > 0 && $0.value == [100] && !$0.hold },
                    "from \(start): \(keyframes.map { $0.time })")
            for (index, sample) in values.enumerated() {
                #expect(abs(Self.value(of: keyframes, at: 60 + index)[0] - sample[0]) <= 0.5, "from \(start), frame \(60 + index)")
            }
        }
    }

    /// A card's fade is its spring doubled and clamped at full, which it reaches between two
    /// frames: the change then ends there, held from it, not bent into the rest by a second easing.
    @Test func aChangeReachingARestBetweenFramesEndsThere() {
        let values = (0..<40).map { k -> [Double] in [min(100, 100 * 2 * (1 - exp(-Double(k) / 6)))] }
        let rest = try! #require(values.firstIndex { $0 == [100] })
        #expect(values[rest - 1][0] < 99, "the test needs the fade to arrive between frames (\(values[rest - 1][0]) before)")
        let keyframes = KeyframeFit(tolerance: [0.5], bounded: true).keyframes(values, firstFrame: 0)
        #expect(keyframes.count == 2, "\(keyframes.map { $0.time })")
        let arrival = try! #require(keyframes.last)
        #expect(arrival.value == [100] && arrival.time > Double(rest - 1) && arrival.time < Double(rest), "\(keyframes.map { $0.time })")
        for (frame, sample) in values.enumerated() {
            #expect(abs(Self.value(of: keyframes, at: frame)[0] - sample[0]) <= 0.5, "frame \(frame)")
        }
    }

    /// A fade none of the fixed easings follows (a cubic ease-out, 3 points off the nearest) is
    /// one fitted segment, not a keyframe a frame: the cut that took the bots file's opacity
    /// from 169 kB to 73 kB. Every frame is still within the tolerance when played back.
    @Test func anEasingFittedToTheSamplesCoversACurveNoFixedEasingFollows() {
        let values = (0..<30).map { k -> [Double] in
            let t = Double(k) / 29
            return [100 * (1 - (1 - t) * (1 - t) * (1 - t))]
        }
        let keyframes = KeyframeFit(tolerance: [0.5]).keyframes(values, firstFrame: 0)
        for (frame, sample) in values.enumerated() {
            let played = Self.value(of: keyframes, at: frame)[0]
            #expect(abs(played - sample[0]) <= 0.5 + 1e-9, "frame \(frame): \(played) for \(sample[0])")
        }
        #expect(keyframes.count == 2, "\(keyframes.count) keyframes: \(keyframes.map(\.frame))")
        let fixedOnly = KeyframeFit.Easing.candidates.contains { easing in
            (1..<29).allSatisfy { k in abs(100 * easing.progress(at: Double(k) / 29) - values[k][0]) <= 0.5 }
        }
        #expect(!fixedOnly, "the curve must be one no fixed easing follows, or the test shows nothing")
    }

    /// A fade caught a fraction of a frame after it began rises too fast for every fixed easing
    /// over its first frames, and a span of two frames is too short to fit one to: the search
    /// for the longest fitted segment must go on past it. It stopped there, and the bots file
    /// wrote each card's fade in as a one-frame hold per frame.
    @Test func aFadeFromBetweenFramesIsOneSegmentNotAHoldPerFrame() {
        let values = (0..<40).map { k -> [Double] in
            let x = min(1, (Double(k) + 0.6) / 9.5)
            return [100 * x * x * (3 - 2 * x)]
        }
        let keyframes = KeyframeFit(tolerance: [0.5], bounded: true).keyframes(values, firstFrame: 0)
        for (frame, sample) in values.enumerated() {
            #expect(abs(Self.value(of: keyframes, at: frame)[0] - sample[0]) <= 0.5 + 1e-9)
        }
        #expect(keyframes.count >= 2 && !keyframes[0].hold)
        #expect(keyframes.count >= 2 && keyframes[1].frame >= 7, "\(keyframes.map(\.frame))")
        #expect(keyframes.count <= 4, "\(keyframes.map(\.frame))")
    }

    /// A picture settling onto whole pixels rests there exactly: rlottie samples it at the
    /// nearest pixel, and a thousandth of a pixel short moved every piece by one (bots, frames
    /// 75 to 112 at 30 fps). Without `exactRests` the same fit eases through the rest.
    @Test func aPictureRestsExactlyWhereItSettles() {
        let settle = (0..<30).map { k -> [Double] in [129 - 0.43 * exp(-Double(k) / 6) * cos(Double(k) / 4)] }
        let values = settle + Array(repeating: [129.0], count: 50)
        let exact = KeyframeFit(tolerance: [0.025], exactRests: true).keyframes(values, firstFrame: 0)
        for frame in 30..<80 {
            #expect(Self.value(of: exact, at: frame) == [129], "frame \(frame): \(Self.value(of: exact, at: frame))")
        }
        for (frame, sample) in values.enumerated() {
            #expect(abs(Self.value(of: exact, at: frame)[0] - sample[0]) <= 0.025 + 1e-9)
        }
        let eased = KeyframeFit(tolerance: [0.025]).keyframes(values, firstFrame: 0)
        #expect((30..<80).contains { Self.value(of: eased, at: $0) != [129] }, "the test needs a fit that eases through the rest")
    }

    /// Opacity fitted near full never passes 100 between its keyframes: rlottie wraps a
    /// fraction above 100% to nothing (the board vanished on one frame when it did).
    @Test func aBoundedFitNeverOvershootsItsKeyframes() {
        let values = (0..<40).map { k -> [Double] in [min(100, 100 * (1 - exp(-Double(k) / 3)) * 1.004)] }
        let keyframes = KeyframeFit(tolerance: [0.5], bounded: true).keyframes(values, firstFrame: 0)
        for step in 0..<(39 * 8) {
            let time = Double(step) / 8
            guard let next = keyframes.firstIndex(where: { $0.time > time }), next > 0 else { continue }
            let a = keyframes[next - 1], b = keyframes[next]
            let p = a.hold ? 0 : (a.easing?.progress(at: (time - a.time) / (b.time - a.time)) ?? 0)
            let played = a.value[0] + (b.value[0] - a.value[0]) * p
            #expect(played <= max(a.value[0], b.value[0]) + 1e-9 && played >= min(a.value[0], b.value[0]) - 1e-9,
                    "at \(time): \(played) outside \(a.value[0])...\(b.value[0])")
        }
        for (frame, sample) in values.enumerated() {
            #expect(abs(Self.value(of: keyframes, at: frame)[0] - sample[0]) <= 0.5 + 1e-9)
        }
    }
}
