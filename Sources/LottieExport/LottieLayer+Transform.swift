import ChessMotionSupport
import FoundationEssentials
import MotionKit

extension LottieLayer {
    /// A layer's `ks`: its placements and opacities on frames `first...last` fitted to keyframes
    /// (one placement is a fixed one), with the counts worth reporting.
    struct Transform {
        let json: JSONValue
        let keyframeCount: Int
        let shearedFrames: Int
    }

    /// `reach` is how far the layer's drawing extends from its anchor, in the layer's units:
    /// a scale off by δ percent moves its farthest point δ/100 × `reach`, which must stay within
    /// the position's tolerance too (half a percent moved a bots card's far edge by over a
    /// pixel, and its frames missed the bar under rlottie and python-lottie while it scaled).
    static func transform(placements transforms: [MotionKit.AffineTransform], opacities: [Double], first: Int, last: Int,
                          stillFrame: Int, isImage: Bool, reach: Double) -> Transform {
        let placements = transforms.map(LayerTransform.init)
        let sheared = placements.filter { abs($0.shear) > 1e-3 }.count
        // Angles unwrapped, so a turn through ±180° is not fitted as a spin the other way.
        var rotations: [[Double]] = []
        var previous = placements[0].rotation
        for placement in placements {
            var angle = placement.rotation
            while angle - previous > 180 { angle -= 360 }
            while angle - previous < -180 { angle += 360 }
            rotations.append([angle])
            previous = angle
        }
        let largestScale = placements.map { max(abs($0.scaleX), abs($0.scaleY)) }.max() ?? 100
        let near = isImage ? largestImagePositionError : largestPositionError
        let scaleError = max(min(largestScaleError * largestScale, reach > 0 ? 100 * near / reach : .infinity), 1e-4)

        let still: Set<Int> = first < stillFrame && stillFrame < last ? [stillFrame] : []
        let position = KeyframeFit(tolerance: [near, near], exactFrames: still, exactRests: isImage)
            .keyframes(placements.map { [$0.x, $0.y] }, firstFrame: first)
        let scale = KeyframeFit(tolerance: [scaleError, scaleError], exactFrames: still, exactRests: isImage)
            .keyframes(placements.map { [$0.scaleX, $0.scaleY] }, firstFrame: first)
        let rotation = KeyframeFit(tolerance: [largestRotationError], exactFrames: still).keyframes(rotations, firstFrame: first)
        let opacity = KeyframeFit(tolerance: [largestOpacityError], exactFrames: still, bounded: true)
            .keyframes(opacities.map { [$0] }, firstFrame: first)
        // A property at Lottie's default for its whole life (anchor and position at the origin,
        // no rotation, 100% scale and opacity) is left out: every player assumes it.
        var json = JSONObject()
        func add(_ key: String, _ keyframes: [KeyframeFit.Keyframe], scalar: Bool, decimals: Int, unless rest: Double) {
            let atRest = keyframes.count == 1
                && keyframes[0].value.allSatisfy { LottieJSON.number($0, decimals) == LottieJSON.number(rest, decimals) }
            if !atRest { json[key] = LottieProperty.json(keyframes, scalar: scalar, decimals: decimals) }
        }
        add("o", opacity, scalar: true, decimals: 2, unless: 100)
        add("r", rotation, scalar: true, decimals: 3, unless: 0)
        add("p", position, scalar: false, decimals: 2, unless: 0)
        add("s", scale, scalar: false, decimals: 4, unless: 100)
        let keyframes = [position, scale, rotation, opacity].reduce(0) { $0 + ($1.count > 1 ? $1.count : 0) }
        return Transform(json: .object(json), keyframeCount: keyframes, shearedFrames: sheared)
    }
}

extension MotionCarrier {
    /// The carrier as a null layer: the shared motion, always opaque, nothing drawn. `reach` is
    /// how far its members' drawings extend from its anchor, in its units.
    func layer(stillFrame: Int, frameCount: Int, reach: Double) -> LottieLayer.Transform {
        let transform = LottieLayer.transform(placements: motion.transforms, opacities: motion.transforms.map { _ in 100 },
                                              first: motion.first, last: motion.last, stillFrame: stillFrame, isImage: isImage,
                                              reach: reach)
        let layer = JSONObject([
            "ind": .number(String(index)), "ty": .number("3"), "nm": .string("motion"), "ks": transform.json,
            "ip": .number(String(motion.first)), "op": LottieJSON.outPoint(last: motion.last, frameCount: frameCount), "st": .number("0"),
        ])
        return LottieLayer.Transform(json: .object(layer), keyframeCount: transform.keyframeCount, shearedFrames: transform.shearedFrames)
    }
}
