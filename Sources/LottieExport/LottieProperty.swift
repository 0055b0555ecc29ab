import ChessMotionSupport
import Foundation

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
        let frames: [JSONValue] = keyframes.map { keyframe in
            var object = JSONObject(["t": .number(String(keyframe.frame)), "s": value(keyframe.value)])
            if keyframe.hold {
                object["h"] = .number("1")
            } else if let easing = keyframe.easing {
                object["o"] = .object(JSONObject(["x": LottieJSON.number(easing.outX), "y": LottieJSON.number(easing.outY)]))
                object["i"] = .object(JSONObject(["x": LottieJSON.number(easing.inX), "y": LottieJSON.number(easing.inY)]))
            }
            return .object(object)
        }
        return .object(JSONObject(["a": .number("1"), "k": .array(frames)]))
    }
}
