import FoundationEssentials

/// A property's value on every frame of an element's life, made into keyframes: as few as keep
/// every frame within `tolerance` of the sampled value (per component), each segment eased by
/// the cubic Bézier that fits it best among Lottie's usual shapes, or held where the value jumps.
struct KeyframeFit {
    struct Keyframe: Equatable {
        let frame: Int
        let value: [Double]
        /// The easing to the next keyframe: Lottie's `o` and `i` handles; nil on the last.
        var easing: Easing?
        var hold: Bool
        /// How far past `frame` the keyframe lies, in frames: a change that leaves a rest between
        /// two frames (a smoothstep from 82.5) is one easing from there, where from a whole
        /// frame it took two keyframes or three.
        var fraction: Double = 0

        /// Where the keyframe lies, in frames.
        var time: Double { Double(frame) + fraction }
    }

    struct Easing: Equatable {
        let outX: Double, outY: Double, inX: Double, inY: Double

        static let linear = Easing(outX: 0, outY: 0, inX: 1, inY: 1)

        /// The handles tried on each segment: linear first, then the easings our curves come
        /// closest to (smoothstep's ease-in-out, a spring's fast start, its mirror).
        static let candidates: [Easing] = [
            .linear,
            Easing(outX: 0.33, outY: 0, inX: 0.67, inY: 1),
            Easing(outX: 0.42, outY: 0, inX: 0.58, inY: 1),
            Easing(outX: 0.2, outY: 0.6, inX: 0.35, inY: 1),
            Easing(outX: 0.1, outY: 0.7, inX: 0.3, inY: 1),
            Easing(outX: 0.5, outY: 0, inX: 0.8, inY: 0.4),
            Easing(outX: 0.3, outY: 0.3, inX: 0.7, inY: 0.7),
        ]

        /// Progress (0...1) at time fraction `x`: solves the Bézier's x for its parameter.
        func progress(at x: Double) -> Double {
            if self == .linear { return x }
            var lo = 0.0, hi = 1.0, s = x
            for _ in 0..<40 {
                s = (lo + hi) / 2
                if Self.bezier(s, outX, inX) < x { lo = s } else { hi = s }
            }
            return Self.bezier(s, outY, inY)
        }

        private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
    }

    let tolerance: [Double]
    /// Frames that must be keyframes, shown exactly (the still frame, which Reduce Motion shows).
    var exactFrames: Set<Int> = []
    /// Values that must stay between their keyframes' (opacity: a player may wrap 100.3% to
    /// nothing, as rlottie does): a fitted easing then never overshoots.
    var bounded = false
    /// Rests (`restLength` or more frames of one value) shown exactly, each a segment of its own:
    /// a picture resting on whole pixels is sampled by rlottie at the nearest pixel, where a
    /// thousandth of a pixel short (an easing still settling) shifts the whole picture by one.
    /// Only pictures ask for it: elsewhere it costs more keyframes than it saves.
    var exactRests = false

    /// Keyframes for `values` (one array of components per frame, starting at `firstFrame`).
    /// A value the same on every frame gives one keyframe: the property is static.
    func keyframes(_ values: [[Double]], firstFrame: Int) -> [Keyframe] {
        guard let first = values.first else { return [] }
        if values.allSatisfy({ $0 == first }) || (exactFrames.isEmpty && values.allSatisfy({ Self.within(first, $0, tolerance) })) {
            return [Keyframe(frame: firstFrame, value: first, easing: nil, hold: false)]
        }
        var keyframes = [Keyframe(frame: firstFrame, value: first, easing: nil, hold: false)]
        let rests = Rests(values)
        let exactFrames = exactRests ? exactFrames.union(rests.bounds.map { firstFrame + $0 }) : exactFrames
        var start = 0
        while start < values.count - 1 {
            // A rest is a segment of its own, held: the change after it then starts where it
            // does, between frames if need be, rather than bending an easing through the rest.
            if let restEnd = rests.end(from: start), restEnd < values.count - 1 {
                keyframes[keyframes.count - 1].easing = .linear
                keyframes.append(Keyframe(frame: firstFrame + restEnd, value: values[restEnd], easing: nil, hold: false))
                start = restEnd
                continue
            }
            var best = longestSegment(values, from: start, fraction: 0, firstFrame: firstFrame, exactFrames: exactFrames)
            var fraction = 0.0
            // A rest ends at `start`: the change may begin anywhere before the next frame.
            if start > 0, values[start - 1] == values[start], !exactFrames.contains(firstFrame + start) {
                for later in Self.restEndFractions {
                    let segment = longestSegment(values, from: start, fraction: later, firstFrame: firstFrame, exactFrames: exactFrames)
                    if segment.end > best.end { (best, fraction) = (segment, later) }
                }
            }
            let jump = best.end == start + 1 && isJump(from: values[start], to: values[best.end])
            if jump || fraction == 0 {
                keyframes[keyframes.count - 1].easing = jump ? nil : best.easing
                keyframes[keyframes.count - 1].hold = jump
            } else {
                keyframes[keyframes.count - 1].easing = nil
                keyframes[keyframes.count - 1].hold = true
                keyframes.append(Keyframe(frame: firstFrame + start, value: values[start], easing: best.easing, hold: false, fraction: fraction))
            }
            if !jump, let rest = rests.start(after: start),
               let early = arrivalBeforeRest(values, from: start, fraction: fraction, at: rest, beyond: best.end,
                                             firstFrame: firstFrame, exactFrames: exactFrames) {
                // The change reaches the rest between its last two frames: the rest holds from there.
                keyframes[keyframes.count - 1].easing = early.easing
                keyframes.append(Keyframe(frame: firstFrame + rest - 1, value: values[rest], easing: nil, hold: false,
                                          fraction: 1 - early.before))
                start = rest
                continue
            }
            keyframes.append(Keyframe(frame: firstFrame + best.end, value: values[best.end], easing: nil, hold: false))
            start = best.end
        }
        if keyframes.count == 2, exactFrames.isEmpty, !keyframes[0].hold, Self.within(keyframes[0].value, keyframes[1].value, tolerance) {
            return [keyframes[0]]
        }
        return Self.withoutRepeatedHolds(Self.heldWhereEasingShowsNothing(keyframes))
    }

    /// Where between two frames a change leaving a rest may start, tried in turn.
    static let restEndFractions = [0.25, 0.5, 0.75]

    /// A segment from `start` that reaches the next rest a fraction of a frame `before` its first
    /// frame `rest`, when the segments that end on whole frames stop just short of it (at
    /// `reached`, the frame before): a fade clamped at full, or a spring's step reaching its
    /// target, arrives between two frames, and ending there saves the keyframes an easing needs
    /// to bend into the rest. Only there: a rest further on would have a segment fitted over
    /// every frame up to it, at every segment of a long track.
    private func arrivalBeforeRest(_ values: [[Double]], from start: Int, fraction: Double, at rest: Int, beyond reached: Int,
                                   firstFrame: Int, exactFrames: Set<Int>) -> (before: Double, easing: Easing)? {
        guard rest == reached + 1, rest > start + 1, !exactFrames.contains(firstFrame + reached) else { return nil }
        for before in Self.restEndFractions {
            if let easing = Self.firstFitting(values, from: start, to: rest, fraction: fraction, before: before, tolerance: tolerance)
                ?? EasingFit.easing(values, from: start, to: rest, fraction: fraction, before: before, tolerance: tolerance, bounded: bounded) {
                return (before, easing)
            }
        }
        return nil
    }

    /// The longest segment from `start` (plus `fraction` of a frame) that one easing keeps
    /// within the tolerance: a fixed candidate frame by frame, then one fitted to the samples.
    private func longestSegment(_ values: [[Double]], from start: Int, fraction: Double, firstFrame: Int,
                                exactFrames: Set<Int>) -> (end: Int, easing: Easing) {
        var best = (end: start + 1, easing: Easing.linear)
        var end = start + 1
        while end < values.count {
            if end > start + 1, exactFrames.contains(firstFrame + end - 1) { break }
            guard let easing = Self.firstFitting(values, from: start, to: end, fraction: fraction, tolerance: tolerance) else { break }
            best = (end, easing)
            end += 1
        }
        if best.end < values.count - 1,
           let fitted = longestFitted(values, from: start, fraction: fraction, beyond: best.end, firstFrame: firstFrame,
                                      pastShortSpans: !isLoneJump(values, at: start), exactFrames: exactFrames) {
            best = fitted
        }
        return best
    }

    /// Without a held keyframe that only repeats the held one before it: a still frame inside a
    /// rest, the frame a rest ends on when the change starts after it, or the last frame of a
    /// rest that lasts to the end, is shown exactly by the hold already (a fifth of the bots
    /// file's opacity keys). A lone hold keeps its end, so a property with a keyframe stays keyed.
    private static func withoutRepeatedHolds(_ keyframes: [Keyframe]) -> [Keyframe] {
        var kept: [Keyframe] = []
        for (index, keyframe) in keyframes.enumerated() {
            let final = index == keyframes.count - 1
            if keyframe.hold || final, let last = kept.last, last.hold, last.value == keyframe.value, kept.count > 1 || !final { continue }
            kept.append(keyframe)
        }
        return kept
    }

    /// Segments written as holds where that shows the same value on every frame, in half the
    /// bytes of an easing's handles (a third of the bots file's keyframe bytes were handles):
    /// - a segment between equal values, which any easing keeps at that value (a card at rest,
    ///   a layer fully opaque between its fade in and its fade out);
    /// - a run of two or more one-frame segments (a fade or a spring's first frames, too fast for
    ///   any easing to span): each frame's value is its keyframe's, held until the next.
    ///   A lone one is left eased: the held copy python-lottie then needs costs what it saves.
    /// A player drawing between frames (lottie-web on a fast display) then steps through a run at
    /// the file's frame rate, as a video does.
    private static func heldWhereEasingShowsNothing(_ keyframes: [Keyframe]) -> [Keyframe] {
        var keyframes = keyframes
        func hold(_ index: Int) {
            keyframes[index].hold = true
            keyframes[index].easing = nil
        }
        for index in keyframes.indices.dropLast() where keyframes[index].value == keyframes[index + 1].value { hold(index) }
        var start = 0
        while start < keyframes.count - 1 {
            var end = start
            while end < keyframes.count - 1, keyframes[end + 1].frame - keyframes[end].frame == 1, !keyframes[end].hold { end += 1 }
            if end - start >= 2 { (start..<end).forEach(hold) }
            start = max(end, start + 1)
        }
        return keyframes
    }

    /// The longest segment from `start` past `known` that an easing fitted to its own samples
    /// keeps within the tolerance (`EasingFit`); nil when none reaches past `known`. Ends are
    /// searched by doubling, then halving: a curve that fits a span nearly always fits a shorter one.
    /// A span too short to determine the fit's two handles (`EasingFit.fewestInnerSamples`) fails
    /// without saying anything of longer ones, so with `pastShortSpans` the doubling goes on past
    /// it: stopping there cut a fade's first frames into one-frame holds (a quarter of the bots
    /// file's opacity keys). A segment starting with a jump stops there, to be held: an easing
    /// steep enough to span the jump would show values between on a player's frames in between.
    private func longestFitted(_ values: [[Double]], from start: Int, fraction: Double, beyond known: Int, firstFrame: Int,
                               pastShortSpans: Bool, exactFrames: Set<Int>) -> (end: Int, easing: Easing)? {
        // A segment may end on an exact frame but not run through one.
        guard !exactFrames.contains(firstFrame + known) else { return nil }
        let limit = ((known + 1)..<values.count).first { exactFrames.contains(firstFrame + $0) } ?? values.count - 1
        guard known < limit else { return nil }
        func fit(_ end: Int) -> Easing? {
            EasingFit.easing(values, from: start, to: end, fraction: fraction, tolerance: tolerance, bounded: bounded)
        }
        var found: (end: Int, easing: Easing)?
        var low = known, high = known + 1, step = 1
        while high <= limit {
            if let easing = fit(high) {
                found = (high, easing)
                low = high
            } else if !pastShortSpans || high - start - 1 >= EasingFit.fewestInnerSamples {
                break
            }
            step *= 2
            high = min(limit + 1, high + step)
        }
        high = min(high, limit + 1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if let easing = fit(middle) { found = (middle, easing); low = middle } else { high = middle }
        }
        return found
    }

    /// A change too large for one frame of smooth motion: held, then jumped, at the frame.
    private func isJump(from a: [Double], to b: [Double]) -> Bool {
        zip(zip(a, b), tolerance).contains { abs($0.0 - $0.1) > 40 * $1 }
    }

    static let restLength = 3

    /// A jump from `start` that the next frame does not go on with (it moves under a quarter
    /// as far): a value changing, not a fast motion's first step.
    private func isLoneJump(_ values: [[Double]], at start: Int) -> Bool {
        guard isJump(from: values[start], to: values[start + 1]) else { return false }
        guard start + 2 < values.count else { return true }
        return values[start].indices.allSatisfy { c in
            abs(values[start + 2][c] - values[start + 1][c]) < abs(values[start + 1][c] - values[start][c]) / 4
        }
    }

    /// `fraction`: the segment starts that much after frame `start`; `before`: it ends that much
    /// before frame `end`, at `end`'s value.
    private static func firstFitting(_ values: [[Double]], from start: Int, to end: Int, fraction: Double, before: Double = 0,
                                     tolerance: [Double]) -> Easing? {
        let a = values[start], b = values[end]
        let span = Double(end - start) - fraction - before
        return Easing.candidates.first { easing in
            for k in (start + 1)..<end {
                let p = easing.progress(at: (Double(k - start) - fraction) / span)
                for c in a.indices where abs(a[c] + (b[c] - a[c]) * p - values[k][c]) > tolerance[c] { return false }
            }
            return true
        }
    }

    private static func within(_ a: [Double], _ b: [Double], _ tolerance: [Double]) -> Bool {
        zip(zip(a, b), tolerance).allSatisfy { abs($0.0 - $0.1) <= $1 }
    }
}
