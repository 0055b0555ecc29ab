import ChessMotionSupport
import FoundationEssentials
import Glibc
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
    /// How far an outline written in steps may be from Cairo's, in pixels: what rounding to
    /// steps leaves is left for simplifying (`shortest`). A quarter pixel, the bound the motion
    /// keeps (`largestPositionError`): glyph outlines are most of the bots file, and every player
    /// still agrees with Cairo within the brief's bar. Measured on the bots file: a sixteenth of a
    /// pixel wrote 175.4 kB, an eighth 167.6 kB, a quarter 161.6 kB.
    static let largestOutlineError = 1.0 / 4
    /// The most rounding to steps may move a point, in pixels: a third of the error, the rest
    /// for simplifying. Measured on the bots file with a sixteenth of a pixel in all: steps of
    /// 1/128 px wrote 182.1 kB, 1/64 px 181.6 kB and 1/32 px (rounding half the error) 184.2 kB;
    /// with a quarter in all, 1/16 px rounding (a third of it is 1/12) 161.6 kB, 1/8 px 161.8 kB.
    static let largestRoundingError = 1.0 / 12

    /// Steps per unit: a power of two from sixteen (the group's scale stays short), fine enough
    /// that rounding to half a step stays within `largestRoundingError` where the layer is drawn
    /// largest (`pixelsPerUnit`: the scene's box is scaled twice over onto 720 x 560).
    static func outlineSteps(pixelsPerUnit: Double) -> Int {
        var steps = 16
        while 0.5 * pixelsPerUnit / Double(steps) > largestRoundingError, steps < 1024 { steps *= 2 }
        return steps
    }

    let json: JSONValue
    let keyframeCount: Int
    let shearedFrames: Int

    /// `motion` is where the layer is on each frame of its life; `image` names an image
    /// element's picture (shapes have none); `parts` is what a shape layer draws, bottom first,
    /// when elements share it (`LayerMerge`).
    init(track: ElementTrack, parts: [LayerMerge.Part] = [], motion: TrackMotion, index: Int, image: ImageAssets.Placement?, stillFrame: Int, frameCount: Int,
         slotOf: (Color) -> String?) {
        let first = motion.first, last = motion.last
        let reach = Self.corners(track: track, parts: parts, image: image).map { hypot($0.x, $0.y) }.max() ?? 0
        let transform = Self.transform(placements: motion.parent.map { [$0.local] } ?? motion.transforms,
                                       opacities: motion.opacities, first: first, last: last,
                                       stillFrame: stillFrame, isImage: image != nil, reach: reach)
        var keyframeCount = transform.keyframeCount
        shearedFrames = transform.shearedFrames
        // No time stretch (`sr`), nor a plain fill's rule (`r`), is written: every player takes
        // Lottie's defaults, 1 and non-zero, and the bots file wrote them 150 and 100 times.
        var layer = JSONObject([
            "parent": motion.parent.map { .number(String($0.index)) } ?? .null,
            "ind": .number(String(index)), "ks": transform.json,
            "ip": .number(String(first)), "op": LottieJSON.outPoint(last: last, frameCount: frameCount), "st": .number("0"),
        ])
        if motion.parent == nil { layer["parent"] = nil }
        if let image {
            layer["ty"] = .number("2")
            layer["refId"] = .string(image.id)
        } else {
            layer["ty"] = .number("4")
            // Device pixels per layer unit at the largest the layer is drawn (the scene's box is
            // scaled onto the frame's pixels, twice over at 720 x 560), so outline errors are
            // bounded in pixels, not in the scene's units.
            let scale = track.samples.compactMap { $0.map { max(hypot($0.transform.a, $0.transform.b), hypot($0.transform.c, $0.transform.d)) } }.max() ?? 1
            let pixelsPerUnit = scale.isFinite && scale > 0 ? scale : 1
            var shapes = parts.isEmpty ? Self.shapes(of: track.key.shape, pixelsPerUnit: pixelsPerUnit, slotOf: slotOf)
                : Self.shapes(of: parts, pixelsPerUnit: pixelsPerUnit, slotOf: slotOf)
            if let widths = motion.strokeWidths {
                let keyframes = Self.strokeWidth(widths, first: first, stillFrame: stillFrame)
                keyframeCount += keyframes.count > 1 ? keyframes.count : 0
                let width = LottieProperty.json(keyframes, scalar: true, decimals: 3)
                shapes = shapes.map { item in
                    guard case .object(var stroke) = item, stroke["ty"] == .string("st") else { return item }
                    stroke["w"] = width
                    return .object(stroke)
                }
            }
            layer["shapes"] = .array(shapes)
        }
        if case .glyphs(_, _, let text, _) = track.key.shape { layer["nm"] = .string(text) }
        self.keyframeCount = keyframeCount
        json = .object(layer)
    }

    /// A keyed stroke width (a growing ring's, `GrowingRing`) fitted as a scale is: within half a
    /// percent of its largest, exact on the still frame.
    private static func strokeWidth(_ widths: [Double], first: Int, stillFrame: Int) -> [KeyframeFit.Keyframe] {
        let largest = widths.map(abs).max() ?? 1
        let still: Set<Int> = first < stillFrame && stillFrame < first + widths.count - 1 ? [stillFrame] : []
        return KeyframeFit(tolerance: [max(largestScaleError * largest, leastStrokeWidthError)], exactFrames: still)
            .keyframes(widths.map { [$0] }, firstFrame: first)
    }

    /// The error a stroke width is fitted within when half a percent of it is less: a ring
    /// starting from nothing would otherwise be fitted to no error at all (pixels).
    private static let leastStrokeWidthError = 1e-4

    /// The corners of what the layer draws, in its units: its outlines' boxes (a stroke's grown
    /// by its width) or its picture's pixels.
    static func corners(track: ElementTrack, parts: [LayerMerge.Part], image: ImageAssets.Placement?) -> [Point] {
        var boxes: [Rect] = []
        if let image {
            boxes = [Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))]
        } else if parts.isEmpty {
            switch track.key.shape {
            case .fill(let path, _), .glyphs(let path, _, _, _), .radialFill(let path, _): boxes = path.controlBounds.map { [$0] } ?? []
            case .stroke(let path, _, let width, _): boxes = path.controlBounds.map { [$0.insetBy(-width)] } ?? []
            case .image: boxes = []
            }
        } else {
            for part in parts {
                let grow: Double = if case .stroke(_, let width, _) = part.paint { width } else { 0 }
                boxes += part.paths.compactMap { $0.controlBounds?.insetBy(-grow) }
            }
        }
        return boxes.filter { $0.minX.isFinite && $0.maxX.isFinite && $0.minY.isFinite && $0.maxY.isFinite }.flatMap { box in
            [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)]
        }
    }

    /// Several parts in one layer: a group each, the top one first as Lottie lists them.
    private static func shapes(of parts: [LayerMerge.Part], pixelsPerUnit: Double, slotOf: (Color) -> String?) -> [JSONValue] {
        guard parts.count > 1 else { return parts.first.map { shapes(of: $0, pixelsPerUnit: pixelsPerUnit, slotOf: slotOf) } ?? [] }
        return parts.reversed().map { part in
            let items = shapes(of: part, pixelsPerUnit: pixelsPerUnit, slotOf: slotOf)
            if items.count == 1, case .object(let only) = items[0], only["ty"] == .string("gr") { return items[0] }
            return .object(JSONObject(["ty": .string("gr"), "it": .array(items + [LottieJSON.groupTransform(scale: nil)])]))
        }
    }

    private static func shapes(of part: LayerMerge.Part, pixelsPerUnit: Double, slotOf: (Color) -> String?) -> [JSONValue] {
        func paint(_ color: Color) -> JSONValue { LottieJSON.staticValue(LottieJSON.color(color), slot: slotOf(color)) }
        let full = LottieJSON.staticValue(.number("100"))
        switch part.paint {
        case .fill(let color):
            return shortest(part.paths, pixelsPerUnit: pixelsPerUnit, paint: .object(JSONObject(["ty": .string("fl"), "c": paint(color), "o": full])))
        case .stroke(let color, let width, let cap):
            let lineCap = switch cap { case .butt: "1"; case .round: "2"; case .square: "3" }
            // Never in a scaling group: the width would then rely on every player scaling a
            // stroke with its group, which was not checked; strokes are few.
            return part.paths.flatMap { LottieOutline($0).shapeItems(decimals: Self.outlineDecimals) } + [.object(JSONObject([
                "ty": .string("st"), "c": paint(color), "o": full, "w": LottieJSON.staticValue(LottieJSON.number(width)),
                "lc": .number(lineCap), "lj": .number("2"), "ml": .number("4"),
            ]))]
        }
    }

    /// A lone element's shapes: its outline and paint, or its gradient.
    private static func shapes(of shape: VectorShape, pixelsPerUnit: Double, slotOf: (Color) -> String?) -> [JSONValue] {
        switch shape {
        case .fill(let path, let color), .glyphs(let path, let color, _, _):
            return shapes(of: LayerMerge.Part(paint: .fill(color), paths: [path]), pixelsPerUnit: pixelsPerUnit, slotOf: slotOf)
        case .stroke(let path, let color, let width, let cap):
            return shapes(of: LayerMerge.Part(paint: .stroke(color, width: width, cap: cap), paths: [path]), pixelsPerUnit: pixelsPerUnit, slotOf: slotOf)
        case .radialFill(let path, let gradient):
            return LottieOutline(path).shapeItems(decimals: 3) + [radialFill(gradient)]
        case .image:
            return []
        }
    }

    /// `paths` filled by `paint`, written as whichever is shorter: coordinates to
    /// `outlineDecimals` places, or whole steps of a unit in a group that scales them down once
    /// (glyph outlines, most of the bots file, are a quarter shorter so; a square's corners at
    /// whole pixels are shorter as they are). A smooth run of segments is one cubic where one
    /// keeps within what rounding to steps leaves of `largestOutlineError`
    /// (`LottieOutline.simplified`): no point is more than a sixteenth of a pixel from where
    /// Cairo draws it, where the layer is drawn largest.
    private static func shortest(_ paths: [Path], pixelsPerUnit: Double, paint: JSONValue) -> [JSONValue] {
        let steps = outlineSteps(pixelsPerUnit: pixelsPerUnit)
        let rounding = 0.5 * pixelsPerUnit / Double(steps)
        let outlines = paths.map { LottieOutline($0).simplified(within: max(0, largestOutlineError - rounding) / pixelsPerUnit) }
        let plain = outlines.flatMap { $0.shapeItems(decimals: Self.outlineDecimals) } + [paint]
        let scale = LottieJSON.number(100 / Double(steps), 4)
        let grouped: [JSONValue] = [.object(JSONObject([
            "ty": .string("gr"),
            "it": .array(outlines.flatMap { $0.shapeItems(decimals: 0, steps: steps) } + [paint, LottieJSON.groupTransform(scale: scale)]),
        ]))]
        return LottieJSON.compactText(.array(grouped)).utf8.count < LottieJSON.compactText(.array(plain)).utf8.count ? grouped : plain
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
