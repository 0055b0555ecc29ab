import ChessMotionSupport
import FoundationEssentials

/// An animatable property as Lottie writes it: a static value, or keyframes with their easing.
enum LottieProperty {
    /// `scalar` writes a one-component value as a bare number when static (rotation, opacity).
    static func json(_ keyframes: [KeyframeFit.Keyframe], scalar: Bool, decimals: Int) -> JSONValue {
        func value(_ components: [Double]) -> JSONValue {
            .array(components.map { LottieJSON.number($0, decimals) })
        }
        guard keyframes.count > 1 else {
            let components = keyframes.first?.value ?? [0]
            return LottieJSON.staticValue(scalar ? LottieJSON.number(components[0], decimals) : value(components))
        }
        func keyframe(_ keyframe: KeyframeFit.Keyframe, at time: String, hold: Bool) -> JSONValue {
            var object = JSONObject(["t": .number(time), "s": value(keyframe.value)])
            if hold {
                object["h"] = .number("1")
            } else if let easing = keyframe.easing {
                object["o"] = .object(JSONObject(["x": LottieJSON.number(easing.outX), "y": LottieJSON.number(easing.outY)]))
                object["i"] = .object(JSONObject(["x": LottieJSON.number(easing.inX), "y": LottieJSON.number(easing.inY)]))
            }
            return .object(object)
        }
        // A value held until frame k is shown on frame k by python-lottie, one frame late (a
        // piece sliding in held steps trailed by a step; bots' card by 29 px). So the value
        // after a hold starts a tenth of a frame early, on no frame any player draws: written
        // there when it holds or ends too, else as a held copy there before its own eased start.
        // After a hold at the same value, showing that value a frame longer is showing it right.
        func time(_ frames: Double) -> String { frames.trimmed(decimals: 2) }
        var frames: [JSONValue] = []
        for (index, current) in keyframes.enumerated() {
            guard index > 0, keyframes[index - 1].hold, keyframes[index - 1].value != current.value else {
                frames.append(keyframe(current, at: time(current.time), hold: current.hold))
                continue
            }
            let early = time(current.time - 0.1)
            let last = index == keyframes.count - 1
            if current.hold || last {
                frames.append(keyframe(current, at: early, hold: current.hold))
            } else {
                frames.append(keyframe(current, at: early, hold: true))
                frames.append(keyframe(current, at: time(current.time), hold: false))
            }
        }
        return .object(JSONObject(["a": .number("1"), "k": .array(frames)]))
    }
}
