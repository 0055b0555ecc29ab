import FoundationEssentials
import MotionKit

/// A circle stroked at a new radius on every frame (the ring that grows round the picked bot)
/// is a new element on every frame: its outline differs, so no track follows it, and the bots
/// file carried 23 one-frame layers for one ring. Chained, the ring is one layer: its first
/// frame's circle, scaled to each frame's radius by the layer's transform, with the stroke's
/// width keyed so that it stays the width Cairo strokes.
enum GrowingRing {
    /// `tracks` (bottom first) with every run of ring frames made one track. A run is tracks next
    /// to each other in the stacking (so nothing is drawn between them), each a circle stroked
    /// in the same colour, width and cap, each starting on the frame after the last one ended.
    static func chained(_ tracks: [ElementTrack]) -> [ElementTrack] {
        var result: [ElementTrack] = []
        var run: [ElementTrack] = []
        func finish() {
            if run.count > 1, let chain = chain(run) { result.append(chain) } else { result += run }
            run = []
        }
        for track in tracks {
            guard let ring = Ring(track) else {
                finish()
                result.append(track)
                continue
            }
            if let last = run.last, let previous = Ring(last), !(previous.continues(into: ring) && last.lastFrame + 1 == track.firstFrame) {
                finish()
            }
            run.append(track)
        }
        finish()
        return result
    }

    /// What a track must be to join a ring: a stroked circle.
    private struct Ring {
        let center: Point, radius: Double
        let color: Color, width: Double, cap: LineCap

        init?(_ track: ElementTrack) {
            guard case .stroke(let path, let color, let width, let cap) = track.key.shape,
                  case .circle(let center, let radius) = LottiePrimitive(path), radius > 0,
                  track.samples[track.firstFrame...track.lastFrame].allSatisfy({ $0 != nil && $0?.strokeWidth == nil }) else { return nil }
            self.center = center
            self.radius = radius
            self.color = color
            self.width = width
            self.cap = cap
        }

        func continues(into next: Ring) -> Bool { color == next.color && width == next.width && cap == next.cap }
    }

    /// One track for `run`: the first track's circle, centred on the origin so that the layer
    /// scales it about its centre (a scale within the fit's tolerance then never moves the ring),
    /// placed on every frame on that frame's circle, with the stroke's width in its units.
    private static func chain(_ run: [ElementTrack]) -> ElementTrack? {
        guard let first = run.first, let origin = Ring(first) else { return nil }
        let circle = Path.circle(center: Point(0, 0), radius: origin.radius)
        var samples = [ElementTrack.Sample?](repeating: nil, count: first.samples.count)
        for track in run {
            guard let ring = Ring(track) else { return nil }
            let scale = ring.radius / origin.radius
            for frame in track.firstFrame...track.lastFrame {
                guard let sample = track.samples[frame] else { continue }
                let placed = sample.transform.translated(ring.center.x, ring.center.y).scaled(scale, scale)
                samples[frame] = ElementTrack.Sample(transform: placed, opacity: sample.opacity,
                                                     strokeWidth: scale == 1 ? nil : ring.width / scale)
            }
        }
        return ElementTrack(key: ElementKey(shape: .stroke(circle, origin.color, width: origin.width, cap: origin.cap)),
                            samples: samples, firstFrame: first.firstFrame, firstOrder: first.firstOrder)
    }
}
