import Foundation
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
    /// The layer this one is parented to and its fixed transform under it.
    var parent: (index: Int, local: MotionKit.AffineTransform)?

    init(track: ElementTrack, correction: MotionKit.AffineTransform?) {
        first = track.firstFrame
        last = track.lastFrame
        var held = track.samples[first]!
        var transforms: [MotionKit.AffineTransform] = [], opacities: [Double] = []
        for frame in first...last {
            let sample = track.samples[frame]
            if let sample { held = sample }
            transforms.append(correction.map { held.transform.concatenating($0) } ?? held.transform)
            opacities.append(sample == nil ? 0 : Motion.clamp(held.opacity) * 100)
        }
        self.transforms = transforms
        self.opacities = opacities
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

    /// Parents every layer that moves exactly as an earlier one (the board's squares, pieces
    /// and labels rising with it) to that one, so the motion is written once. `layerIndex`
    /// gives a track's Lottie layer index. Opacity is not inherited in Lottie, so each keeps its own.
    ///
    /// Pictures ride only on pictures: a picture's layer is kept closer to Cairo's place than a
    /// shape's (`LottieLayer.largestImagePositionError`), and so must the layer it rides on be.
    static func shareMotion(_ motions: inout [TrackMotion], isImage: (Int) -> Bool, layerIndex: (Int) -> Int) {
        var leaders: [[Int64]: Int] = [:]
        for position in motions.indices {
            guard var signature = motions[position].motionSignature else { continue }
            signature.append(isImage(position) ? 1 : 0)
            if let leader = leaders[signature], let back = motions[leader].transforms[0].inverted {
                motions[position].parent = (layerIndex(leader), back.concatenating(motions[position].transforms[0]))
            } else {
                leaders[signature] = position
            }
        }
    }
}
