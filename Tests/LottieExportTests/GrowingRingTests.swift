import ChessMotionSupport
import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing

/// A circle stroked at a new radius on every frame becomes one layer that scales its first
/// circle onto each frame's, its stroke width keyed to stay the width drawn; rlottie then draws
/// on every frame what it drew from one layer per frame.
@Suite struct GrowingRingTests {
    static let violet = Color(red: 0.48, green: 0.31, blue: 0.83)
    static let frames = 12

    /// Frame `k`'s ring: growing from radius 10 by an easing, its centre drifting, fading out.
    static func ring(_ k: Int) -> (center: Point, radius: Double, opacity: Double) {
        let t = Double(k) / Double(frames - 1)
        return (Point(100 + 6 * t, 70 - 4 * t * t), 10 + 40 * (1 - (1 - t) * (1 - t)), 1 - 0.8 * t)
    }

    /// Each frame: a square under the ring, then the ring, as the canvas records them.
    static func recorded() -> [[VectorDraw]] {
        (0..<frames).map { k in
            let ring = Self.ring(k)
            return [
                VectorDraw(shape: .fill(.rect(Rect(x: 10, y: 10, width: 30, height: 30)), Self.violet), transform: .identity, opacity: 1),
                VectorDraw(shape: .stroke(.circle(center: ring.center, radius: ring.radius), Self.violet, width: 2, cap: .round),
                           transform: .identity, opacity: ring.opacity),
            ]
        }
    }

    static func tracks(chained: Bool) -> [ElementTrack] {
        var tracker = ElementTracker(frameCount: frames)
        for (k, draws) in recorded().enumerated() { tracker.add(frame: k, draws) }
        return chained ? GrowingRing.chained(tracker.stacked()) : tracker.stacked()
    }

    @Test func theRingIsOneTrackLandingOnEveryFramesCircleAtItsWidth() throws {
        #expect(Self.tracks(chained: false).count == Self.frames + 1, "one track a frame for the ring, one for the square")
        let tracks = Self.tracks(chained: true)
        #expect(tracks.count == 2)
        let ring = try #require(tracks.first { if case .stroke = $0.key.shape { true } else { false } })
        guard case .stroke(let path, _, let width, _) = ring.key.shape, case .circle(let origin, let radius) = LottiePrimitive(path) else {
            Issue.record("the ring's key is not a stroked circle")
            return
        }
        #expect(ring.firstFrame == 0 && ring.lastFrame == Self.frames - 1)
        for k in 0..<Self.frames {
            let sample = try #require(ring.samples[k])
            let m = sample.transform, expected = Self.ring(k)
            let center = m.apply(origin), rim = m.apply(Point(origin.x + radius, origin.y))
            // Within the thousandth to which tracks snap an outline's points.
            #expect(abs(center.x - expected.center.x) < 1e-3 && abs(center.y - expected.center.y) < 1e-3, "frame \(k): centre \(center)")
            #expect(abs(hypot(rim.x - center.x, rim.y - center.y) - expected.radius) < 1e-9, "frame \(k): radius")
            let drawnWidth = (sample.strokeWidth ?? width) * hypot(m.a, m.b)
            #expect(abs(drawnWidth - 2) < 1e-9, "frame \(k): the stroke is drawn \(drawnWidth) wide")
            #expect(abs(sample.opacity - expected.opacity) < 1e-9)
        }
    }

    @Test func rlottieDrawsTheOneLayerAsItDrewALayerPerFrame() throws {
        let chained = try Self.rendered(Self.tracks(chained: true))
        let apart = try Self.rendered(Self.tracks(chained: false))
        for k in 0..<Self.frames {
            let agreement = FrameAgreement(chained[k], apart[k])
            // The brief's bar (the ring is a few hundred of the 28,000 pixels, so a ring missing,
            // twice as wide or 2 px off fails it); the fit may move it by a quarter pixel.
            #expect(agreement.meanDifference.allSatisfy { $0 < 1 } && agreement.shareWithin > 0.98, "frame \(k): \(agreement)")
            let ring = stride(from: 0, to: chained[k].pixels.count, by: 4).filter { chained[k].pixels[$0 + 2] > 12 }.count - 900
            #expect(ring > 150, "frame \(k): the ring is drawn (\(ring) pixels besides the square's)")
        }
    }

    /// Every frame of `tracks` as layers over black, played by rlottie at 200 × 140.
    static func rendered(_ tracks: [ElementTrack]) throws -> [RasterImage] {
        let merged = LayerMerge.layers(tracks)
        var layers: [JSONValue] = []
        for (position, layer) in merged.enumerated().reversed() {
            let motion = TrackMotion(track: layer.track, correction: nil)
            layers.append(LottieLayer(track: layer.track, parts: layer.parts, motion: motion, index: merged.count - position,
                                      image: nil, stillFrame: 0, frameCount: frames, slotOf: { _ in nil }).json)
        }
        layers.append(.object(JSONObject(["ind": .number(String(merged.count + 1)), "ty": .number("1"), "sc": .string("#000000"),
                                          "sw": .number("200"), "sh": .number("140"), "ks": .object(JSONObject()),
                                          "ip": .number("0"), "op": .number(String(frames)), "st": .number("0")])))
        let document = JSONValue.object(JSONObject(["v": .string("5.7.0"), "fr": .number("30"), "ip": .number("0"), "op": .number(String(frames)),
                                                    "w": .number("200"), "h": .number("140"), "layers": .array(layers)]))
        let player = try #require(RlottiePlayer(json: Data(LottieJSON.compactText(document).utf8)))
        return (0..<frames).map { player.frame($0, width: 200, height: 140) }
    }
}
