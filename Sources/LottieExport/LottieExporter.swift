import ChessMotionSupport
import FoundationEssentials
import Glibc
import MotionKit

/// A scene made a Lottie animation: one loop, recorded as vectors on every frame, each element
/// one layer whose transform and opacity are keyframes fitted to the frames, text as glyph
/// outlines, images embedded as Cairo paints them at rest (`ImageAssets`). Markers name the loop (`play`)
/// and the still frame (`rest`, `reduced-motion`).
package struct LottieExporter: Sendable {
    package var renderer: FrameRenderer
    package var size: PixelSize
    package var fps: Double
    package var slots: [ColorSlot]
    package var name: String

    /// Ten minutes at 60 fps: far beyond any onboarding loop.
    package static let frameLimit = 36_000

    package init(renderer: FrameRenderer, size: PixelSize, fps: Double = 60, slots: [ColorSlot] = [], name: String) {
        self.renderer = renderer
        self.size = size
        self.fps = fps
        self.slots = slots
        self.name = name
    }

    package var timeline: PlaybackTimeline { PlaybackTimeline(scene: renderer.scene) }

    /// Frames in one loop: frame k shows scene time k / fps × speed; frame `frameCount` would be frame 0 again.
    package var frameCount: Int { max(1, Int((timeline.loopLength * fps).rounded())) }

    /// The scene time frame `k` shows.
    package func sceneTime(frame k: Int) -> Double { Double(k) / fps * timeline.speed }

    package func export() throws(LottieExportError) -> LottieAnimation {
        guard (try? timeline.validated()) != nil, fps.isFinite, fps > 0 else {
            throw .unplayable(reason: "its duration, speed or frame rate is not a positive number")
        }
        let count = frameCount
        guard count <= Self.frameLimit else { throw .tooLong(frames: count, limit: Self.frameLimit) }
        let recorder: VectorFrameRecorder
        do { recorder = try VectorFrameRecorder(renderer: renderer, size: size) } catch { throw .render(error) }
        var tracker = ElementTracker(frameCount: count)
        for k in 0..<count {
            do { tracker.add(frame: k, try recorder.frame(at: sceneTime(frame: k))) } catch { throw .render(error) }
        }
        let merged = LayerMerge.layers(GrowingRing.chained(tracker.stacked()))
        let tracks = merged.map(\.track)
        let assets: ImageAssets
        let stillFrame = min(count - 1, max(0, Int((timeline.stillTime / timeline.speed * fps).rounded())))
        do { assets = try ImageAssets(tracks: tracks, stillFrame: stillFrame) } catch { throw error }
        let scheme = renderer.environment.colorScheme
        let slotOf: (Color) -> String? = { color in slots.first { $0.color(for: scheme) == color }?.name }

        var motions = tracks.indices.map { TrackMotion(track: tracks[$0], correction: assets.placement(forTrack: $0)?.pixelsToUnitSquare) }
        // Lottie lists the top layer first: the last track is layer 1, the backdrop follows them
        // all, then the motion carriers.
        let layerIndex = { (position: Int) in tracks.count - position }
        let carriers = TrackMotion.shareMotion(&motions, isImage: { assets.placement(forTrack: $0) != nil },
                                               carrierIndex: { tracks.count + 2 + $0 })
        // A player that draws a parent's children with it (python-lottie) draws the family
        // where its carrier is listed: just above its topmost member.
        let carrierAbove = Dictionary(carriers.map { ($0.members.max()!, $0) }, uniquingKeysWith: { first, _ in first })

        var layers: [JSONValue] = []
        var keyframes = 0, sheared = 0
        for position in tracks.indices.reversed() {
            if let carrier = carrierAbove[position] {
                // The members' corners, placed under the carrier.
                let reach = carrier.members.flatMap { member -> [Point] in
                    let corners = LottieLayer.corners(track: tracks[member], parts: merged[member].parts, image: assets.placement(forTrack: member))
                    guard let local = motions[member].parent?.local else { return corners }
                    return corners.map { local.apply($0) }
                }.map { hypot($0.x, $0.y) }.max() ?? 0
                let layer = carrier.layer(stillFrame: stillFrame, frameCount: count, reach: reach)
                layers.append(layer.json)
                keyframes += layer.keyframeCount
                sheared += layer.shearedFrames
            }
            let layer = LottieLayer(track: tracks[position], parts: merged[position].parts, motion: motions[position],
                                    index: layerIndex(position),
                                    image: assets.placement(forTrack: position), stillFrame: stillFrame, frameCount: count,
                                    slotOf: slotOf)
            layers.append(layer.json)
            keyframes += layer.keyframeCount
            sheared += layer.shearedFrames
        }
        if let backdrop = recorder.backdrop {
            layers.append(backdropLayer(backdrop, index: tracks.count + 1, slot: slotOf(backdrop), frames: count))
        }
        var document = JSONObject([
            "v": .string("5.7.0"), "fr": LottieJSON.number(fps), "ip": .number("0"), "op": .number(String(count)),
            "w": .number(String(size.width)), "h": .number(String(size.height)), "nm": .string(name), "ddd": .number("0"),
            "assets": .array(assets.json),
            "layers": .array(layers),
            "markers": .array([
                marker("play", at: 0, duration: count), marker("rest", at: stillFrame, duration: 0),
                marker("reduced-motion", at: stillFrame, duration: 0),
            ]),
        ])
        if !slots.isEmpty {
            var table = JSONObject()
            for slot in slots {
                table[slot.name] = .object(JSONObject(["p": LottieJSON.staticValue(LottieJSON.color(slot.color(for: scheme)))]))
            }
            document["slots"] = .object(table)
        }
        return LottieAnimation(json: Data(LottieJSON.compactText(.object(document)).utf8), frameCount: count,
                               layerCount: layers.count, keyframeCount: keyframes, imageCount: assets.count,
                               shearedFrames: sheared, stillFrame: stillFrame, slots: slots)
    }

    private func marker(_ name: String, at frame: Int, duration: Int) -> JSONValue {
        .object(JSONObject(["cm": .string(name), "tm": .number(String(frame)), "dr": .number(String(duration))]))
    }

    private func backdropLayer(_ color: Color, index: Int, slot: String?, frames: Int) -> JSONValue {
        // A pixel past every edge, so no player leaves the last row or column uncovered.
        let rect = Path.rect(Rect(x: -1, y: -1, width: Double(size.width + 2), height: Double(size.height + 2)))
        let shapes = LottieOutline(rect).shapeItems(decimals: 0) + [.object(JSONObject([
            "ty": .string("fl"), "c": LottieJSON.staticValue(LottieJSON.color(color), slot: slot),
            "o": LottieJSON.staticValue(.number("100")),
        ]))]
        // Every transform field at Lottie's default: in place, opaque.
        return .object(JSONObject([
            "ind": .number(String(index)), "ty": .number("4"), "nm": .string("background"),
            "ks": .object(JSONObject()), "shapes": .array(shapes),
            "ip": .number("0"), "op": .number(String(frames)), "st": .number("0"),
        ]))
    }
}

/// What an export made: the Lottie JSON and the figures worth reporting about it.
package struct LottieAnimation: Sendable {
    package let json: Data
    package let frameCount: Int
    package let layerCount: Int
    /// Keyframes of every animated property (a static property counts none).
    package let keyframeCount: Int
    package let imageCount: Int
    /// Frames where an element was skewed, which a layer transform cannot carry.
    package let shearedFrames: Int
    package let stillFrame: Int
    package let slots: [ColorSlot]
}
