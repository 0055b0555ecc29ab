import FoundationEssentials
import MotionKit

/// Where an element's layer is on each frame of its life (its picture's correction applied for
/// an image) and how opaque it is; and, when it moves exactly as another element does, the
/// layer it rides on instead (`parent`).
struct TrackMotion {
    let first: Int, last: Int
    /// The layer's transform on frames `first...last`; a frame the element skips holds the last.
    let transforms: [MotionKit.AffineTransform]
    /// Percent; zero on the frames the element is not drawn.
    let opacities: [Double]
    /// A stroke's width on frames `first...last` where it is keyed (`GrowingRing`); nil for one
    /// width throughout.
    let strokeWidths: [Double]?
    /// The layer this one is parented to and its fixed transform under it.
    var parent: (index: Int, local: MotionKit.AffineTransform)?

    init(track: ElementTrack, correction: MotionKit.AffineTransform?) {
        first = track.firstFrame
        last = track.lastFrame
        var held = track.samples[first]!
        var transforms: [MotionKit.AffineTransform] = [], opacities: [Double] = [], widths: [Double?] = []
        for frame in first...last {
            let sample = track.samples[frame]
            if let sample { held = sample }
            transforms.append(correction.map { held.transform.concatenating($0) } ?? held.transform)
            opacities.append(sample == nil ? 0 : Motion.clamp(held.opacity) * 100)
            widths.append(held.strokeWidth)
        }
        self.transforms = transforms
        self.opacities = opacities
        if case .stroke(_, _, let width, _) = track.key.shape, widths.contains(where: { $0 != nil }) {
            strokeWidths = widths.map { $0 ?? width }
        } else {
            strokeWidths = nil
        }
    }

    /// How the layer moves, whatever its own fixed placement: each frame's transform after the
    /// first one's is undone, rounded far below a pixel. Nil for a layer that never moves.
    var motionSignature: [Int64]? {
        guard let undo = transforms[0].inverted else { return nil }
        var signature: [Int64] = [Int64(first), Int64(last)]
        var moves = false
        for m in transforms {
            let r = m.concatenating(undo)
            let linear = [r.a, r.b, r.c, r.d].map { Int64(($0 * 1e6).rounded()) }
            let shift = [r.tx, r.ty].map { Int64(($0 * 1e3).rounded()) }
            moves = moves || linear != [1_000_000, 0, 0, 1_000_000] || shift != [0, 0]
            signature += linear + shift
        }
        return moves ? signature : nil
    }

    /// Gives every run of neighbouring layers that move exactly alike (the board's squares,
    /// pieces and labels rising with it) one carrier: a null layer that holds the motion once, each member parented
    /// to it with its fixed place under it. `carrierIndex` numbers the carriers' Lottie layers.
    ///
    /// The carrier is a null, not the first member, because parenting carries only the transform:
    /// players that nest a child in its parent's group (python-lottie) would otherwise also fade
    /// it with a faint shadow it rides on. Opacity is not inherited, so each member keeps its own.
    ///
    /// Pictures ride only with pictures: a picture's layer is kept closer to Cairo's place than a
    /// shape's (`LottieLayer.largestImagePositionError`), and so must its carrier be.
    static func shareMotion(_ motions: inout [TrackMotion], isImage: (Int) -> Bool,
                            carrierIndex: (Int) -> Int) -> [MotionCarrier] {
        var families: [[Int64]: [Int]] = [:], order: [[Int64]] = []
        for position in motions.indices {
            guard var signature = motions[position].motionSignature else { continue }
            signature.append(isImage(position) ? 1 : 0)
            if families[signature] == nil { order.append(signature) }
            families[signature, default: []].append(position)
        }
        // A family is cut where a layer of another lies between its members: a player that draws
        // a parent's children together (python-lottie) then still stacks every layer in place.
        let runs = order.flatMap { signature in
            (families[signature] ?? []).reduce(into: [[Int]]()) { runs, position in
                if let last = runs.last?.last, last == position - 1 { runs[runs.count - 1].append(position) } else { runs.append([position]) }
            }
        }
        var carriers: [MotionCarrier] = []
        for members in runs {
            guard members.count > 1, let back = motions[members[0]].transforms[0].inverted else { continue }
            let index = carrierIndex(carriers.count)
            carriers.append(MotionCarrier(index: index, motion: motions[members[0]], members: members, isImage: isImage(members[0])))
            for position in members {
                motions[position].parent = (index, back.concatenating(motions[position].transforms[0]))
            }
        }
        return carriers
    }
}

/// A null layer that carries the motion a family of layers shares (`TrackMotion.shareMotion`).
struct MotionCarrier {
    let index: Int
    /// The first member's motion: its transforms are the carrier's.
    let motion: TrackMotion
    /// Track positions of the layers parented to it.
    let members: [Int]
    let isImage: Bool
}
