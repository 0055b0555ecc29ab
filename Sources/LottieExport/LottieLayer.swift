import ChessMotionSupport
import Foundation
import MotionKit

/// One element's layer: its transform and opacity fitted to keyframes over its life, and its
/// shape (paths with a fill or stroke) or its image.
struct LottieLayer {
    /// How far a fitted curve may stray from the sampled value (the bounds): position
    /// within a quarter pixel, scale within 0.5%, opacity within half a percent point.
    static let largestPositionError = 0.25
    /// Players sample a picture at the nearest pixel, so an image drifting a fifth of a pixel
    /// from Cairo's place shows a ring of pixels off; pictures are kept ten times closer.
    static let largestImagePositionError = 0.025
    static let largestScaleError = 0.005
    static let largestOpacityError = 0.5
    /// A quarter pixel at 300 px from the anchor, about the farthest a scene draws from one.
    static let largestRotationError = 0.05
    /// Outline points to a hundredth of a pixel: far below what antialiasing shows, and a
    /// thousandth cost the bots file 12 kB of glyph outlines.
    static let outlineDecimals = 2

    let json: JSONValue
    let keyframeCount: Int
    let shearedFrames: Int

    /// `motion` is where the layer is on each frame of its life; `image` names an image
    /// element's picture (shapes have none); `companions` are more outlines painted with the
    /// track's (`LayerMerge`), in its coordinates.
    init(track: ElementTrack, companions: [Path] = [], motion: TrackMotion, index: Int, image: ImageAssets.Placement?, stillFrame: Int,
         slotOf: (Color) -> String?) {
        let first = motion.first, last = motion.last
        let transform = Self.transform(placements: motion.parent.map { [$0.local] } ?? motion.transforms,
                                       opacities: motion.opacities, first: first, last: last,
                                       stillFrame: stillFrame, isImage: image != nil)
        keyframeCount = transform.keyframeCount
        shearedFrames = transform.shearedFrames
        var layer = JSONObject([
            "parent": motion.parent.map { .number(String($0.index)) } ?? .null,
            "ind": .number(String(index)), "sr": .number("1"), "ks": transform.json,
            "ip": .number(String(first)), "op": .number(String(last + 1)), "st": .number("0"),
        ])
        if motion.parent == nil { layer["parent"] = nil }
        if let image {
            layer["ty"] = .number("2")
            layer["refId"] = .string(image.id)
        } else {
            layer["ty"] = .number("4")
            layer["shapes"] = .array(Self.shapes(of: track.key.shape, companions: companions, slotOf: slotOf))
        }
        if case .glyphs(_, _, let text, _) = track.key.shape { layer["nm"] = .string(text) }
        json = .object(layer)
    }

    private static func shapes(of shape: VectorShape, companions: [Path], slotOf: (Color) -> String?) -> [JSONValue] {
        func paint(_ color: Color) -> JSONValue { LottieJSON.staticValue(LottieJSON.color(color), slot: slotOf(color)) }
        func outlines(_ path: Path) -> [JSONValue] {
            ([path] + companions).flatMap { LottieOutline($0).shapeItems(decimals: Self.outlineDecimals) }
        }
        let full = LottieJSON.staticValue(.number("100"))
        switch shape {
        case .fill(let path, let color), .glyphs(let path, let color, _, _):
            return outlines(path) + [.object(JSONObject([
                "ty": .string("fl"), "c": paint(color), "o": full, "r": .number("1"),
            ]))]
        case .stroke(let path, let color, let width, let cap):
            let lineCap = switch cap { case .butt: "1"; case .round: "2"; case .square: "3" }
            return outlines(path) + [.object(JSONObject([
                "ty": .string("st"), "c": paint(color), "o": full, "w": LottieJSON.staticValue(LottieJSON.number(width)),
                "lc": .number(lineCap), "lj": .number("2"), "ml": .number("4"),
            ]))]
        case .radialFill(let path, let gradient):
            return LottieOutline(path).shapeItems(decimals: 3) + [radialFill(gradient)]
        case .image:
            return []
        }
    }

    /// A Lottie gradient fill (`gf`, type 2: radial) from the centre to a point on the circle.
    /// Lottie keeps colour and opacity stops apart: every stop's offset and RGB, then every
    /// stop's offset and alpha, all in 0...1.
    private static func radialFill(_ gradient: RadialGradient) -> JSONValue {
        let c = gradient.center
        func point(_ x: Double, _ y: Double) -> JSONValue { LottieJSON.staticValue(.array([LottieJSON.number(x), LottieJSON.number(y)])) }
        let colors = gradient.stops.flatMap { [$0.offset, $0.color.red, $0.color.green, $0.color.blue] }
        let opacities = gradient.stops.flatMap { [$0.offset, $0.color.alpha] }
        return .object(JSONObject([
            "ty": .string("gf"), "o": LottieJSON.staticValue(.number("100")), "r": .number("1"), "t": .number("2"),
            "s": point(c.x, c.y), "e": point(c.x + gradient.radius, c.y),
            "h": LottieJSON.staticValue(.number("0")), "a": LottieJSON.staticValue(.number("0")),
            "g": .object(JSONObject([
                "p": .number(String(gradient.stops.count)),
                "k": LottieJSON.staticValue(.array((colors + opacities).map { LottieJSON.number($0) })),
            ])),
        ]))
    }
}
