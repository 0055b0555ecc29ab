import FoundationEssentials
import MotionKit

/// One element across the frames: the shape it draws and where it is on each frame it is
/// drawn on. Becomes one Lottie layer.
struct ElementTrack {
    struct Sample {
        let transform: MotionKit.AffineTransform
        let opacity: Double
        /// A stroke's width on this frame, in the key's outline units, where it differs from the
        /// key's own (a ring grown by scaling its first frame's circle, `GrowingRing`).
        var strokeWidth: Double? = nil
    }

    let key: ElementKey
    /// Indexed by frame; nil where the element is not drawn.
    var samples: [Sample?]
    let firstFrame: Int
    /// Where it was first drawn among its frame's calls, to order layers that never meet.
    let firstOrder: Int

    var lastFrame: Int { samples.lastIndex { $0 != nil } ?? firstFrame }
}

/// Follows elements from frame to frame: each call is matched to the element of the same key
/// drawn on the frame before that, keeping its last step, lands nearest, so the eight pawns stay
/// eight layers however they move, and a new element starts where nothing matches.
struct ElementTracker {
    private(set) var tracks: [ElementTrack] = []
    /// Pairs (below, above) of tracks drawn next to each other on some frame.
    private(set) var stacking = Set<Pair>()
    private var previous: [ElementKey: [Int]] = [:]
    private let frameCount: Int

    struct Pair: Hashable { let below: Int, above: Int }

    init(frameCount: Int) { self.frameCount = frameCount }

    mutating func add(frame: Int, _ draws: [VectorDraw]) {
        let placed = draws.enumerated().map { PlacedElement($0.element, order: $0.offset) }
        var byKey: [ElementKey: [Int]] = [:]
        for (index, element) in placed.enumerated() { byKey[element.key, default: []].append(index) }
        var trackOf = [Int](repeating: -1, count: placed.count)
        var current: [ElementKey: [Int]] = [:]
        for (key, indices) in byKey {
            let candidates = previous[key] ?? []
            var pairs: [(distance: Double, call: Int, track: Int)] = []
            for call in indices {
                let m = placed[call].transform
                for track in candidates {
                    guard let last = tracks[track].samples[frame - 1]?.transform else { continue }
                    // Measured from where the element would be had it kept its last step: two
                    // dots rising side by side faster than they are apart then keep their own tracks
                    // (nearest to the last place, they swapped every frame, a keyframe each).
                    var expected = (x: last.tx, y: last.ty)
                    if frame >= 2, let before = tracks[track].samples[frame - 2]?.transform {
                        expected = (2 * last.tx - before.tx, 2 * last.ty - before.ty)
                    }
                    let dx = m.tx - expected.x, dy = m.ty - expected.y
                    pairs.append((dx * dx + dy * dy, call, track))
                }
            }
            pairs.sort { ($0.distance, $0.call, $0.track) < ($1.distance, $1.call, $1.track) }
            var usedTracks = Set<Int>()
            for pair in pairs where trackOf[pair.call] < 0 && !usedTracks.contains(pair.track) {
                trackOf[pair.call] = pair.track
                usedTracks.insert(pair.track)
            }
            for call in indices {
                if trackOf[call] < 0 {
                    trackOf[call] = tracks.count
                    tracks.append(ElementTrack(key: key, samples: Array(repeating: nil, count: frameCount),
                                               firstFrame: frame, firstOrder: call))
                }
                let element = placed[call]
                tracks[trackOf[call]].samples[frame] = ElementTrack.Sample(transform: element.transform, opacity: element.opacity)
                current[key, default: []].append(trackOf[call])
            }
        }
        for (below, above) in zip(trackOf, trackOf.dropFirst()) { stacking.insert(Pair(below: below, above: above)) }
        previous = current
    }

    /// The tracks bottom first, in an order that keeps every frame's drawing order where the
    /// frames allow one; where two frames disagree (an element passing over another that
    /// later passes over it), the element that appeared first goes lower.
    func stacked() -> [ElementTrack] {
        var above: [[Int]] = Array(repeating: [], count: tracks.count)
        var belowCount = [Int](repeating: 0, count: tracks.count)
        for pair in stacking where pair.below != pair.above {
            above[pair.below].append(pair.above)
            belowCount[pair.above] += 1
        }
        func rank(_ i: Int) -> (Int, Int, Int) { (tracks[i].firstFrame, tracks[i].firstOrder, i) }
        var ready = (0..<tracks.count).filter { belowCount[$0] == 0 }
        var placed = [Bool](repeating: false, count: tracks.count)
        var order: [Int] = []
        while order.count < tracks.count {
            if ready.isEmpty {
                // A cycle: break it at the earliest element still waiting.
                let next = (0..<tracks.count).filter { !placed[$0] }.min { rank($0) < rank($1) }!
                belowCount[next] = 0
                ready.append(next)
            }
            let pick = ready.indices.min { rank(ready[$0]) < rank(ready[$1]) }!
            let next = ready.remove(at: pick)
            guard !placed[next] else { continue }
            placed[next] = true
            order.append(next)
            for up in above[next] where !placed[up] {
                belowCount[up] -= 1
                if belowCount[up] == 0 { ready.append(up) }
            }
        }
        return order.map { tracks[$0] }
    }
}
