import FoundationEssentials
import MotionKit

/// Elements that share their life, their opacity on every frame and their motion become one
/// layer, each keeping its outline and paint at a fixed offset: a board's dark squares fading in
/// together are one fill of 32 outlines, a bot's card (its shadows, face, avatar and words) one
/// layer with a group per paint, each writing the opacity curve once instead of once per element.
/// In the bots scene that repetition was a third of the file.
///
/// Merging draws the members together, at the place of the topmost, so it is done only where no
/// drawing changes: no layer whose order against a member changes ever meets it (their device
/// boxes over their lives are apart, or their lives are), and members never overlap: a fill
/// paints a crossing once where Cairo paints it twice, and a player that fades a layer as a
/// whole (python-lottie) hides what lies under a member where Cairo fades each member alone.
enum LayerMerge {
    /// A merged layer's source: the track whose motion it takes (its lowest member), and what
    /// the layer draws, bottom first, in that track's coordinates. `parts` is empty for a
    /// picture or a gradient, which are never merged.
    struct Layer {
        let track: ElementTrack
        let parts: [Part]
    }

    /// Outlines painted alike, none overlapping another.
    struct Part {
        let paint: Paint
        var paths: [Path]
        /// The members' device boxes over their lives, to keep overlapping outlines apart.
        fileprivate var boxes: [Rect?] = []

        init(paint: Paint, paths: [Path]) {
            self.paint = paint
            self.paths = paths
        }
    }

    enum Paint: Hashable {
        case fill(Color)
        case stroke(Color, width: Double, cap: LineCap)
    }

    /// What must be equal for two elements to share a layer.
    private struct Key: Hashable {
        let first: Int, last: Int
        /// Opacity per frame, a millionth of a percent apart at most; -1 where not drawn.
        let opacities: [Int64]
        /// The placement's linear part (rotation and scale), which members must share: their
        /// outlines are moved, never turned or scaled, into the layer's.
        let linear: [Int64]
    }

    /// The layers for `tracks` (bottom first), bottom first.
    static func layers(_ tracks: [ElementTrack]) -> [Layer] {
        let boxes = tracks.map { box(of: $0, over: $0.samples) }
        // Members move alike, so whether two overlap is seen on their first frame alone (their
        // boxes over a whole rise would overlap where they never do).
        let firstBoxes = tracks.map { box(of: $0, over: [$0.samples[$0.firstFrame]]) }
        var finalPosition = Array(tracks.indices)
        var groups: [[Int]] = []
        var groupOf = [Int](repeating: -1, count: tracks.count)
        var open: [Key: [Int]] = [:]
        for position in tracks.indices {
            guard let key = key(tracks[position]) else { continue }
            let joined = (open[key] ?? []).reversed().first { group in
                canJoin(position, groups[group], tracks: tracks, boxes: boxes, firstBoxes: firstBoxes,
                        finalPosition: finalPosition)
            }
            if let group = joined {
                for member in groups[group] { finalPosition[member] = position }
                groups[group].append(position)
                groupOf[position] = group
            } else {
                groupOf[position] = groups.count
                open[key, default: []].append(groups.count)
                groups.append([position])
            }
        }
        var layers: [Layer] = []
        for position in tracks.indices {
            let group = groupOf[position]
            guard group >= 0 else {
                layers.append(Layer(track: tracks[position], parts: []))
                continue
            }
            // A group is written where its topmost member was.
            guard groups[group].last == position else { continue }
            let members = groups[group]
            let lowest = tracks[members[0]]
            var parts: [Part] = []
            for member in members {
                guard let offset = offset(of: tracks[member], within: lowest), let (path, paint) = drawing(tracks[member]) else { continue }
                let moved = path.translated(offset.x, offset.y)
                if var last = parts.last, last.paint == paint, last.boxes.allSatisfy({ apart($0, firstBoxes[member]) }) {
                    last.paths.append(moved)
                    last.boxes.append(firstBoxes[member])
                    parts[parts.count - 1] = last
                } else {
                    var part = Part(paint: paint, paths: [moved])
                    part.boxes = [firstBoxes[member]]
                    parts.append(part)
                }
            }
            layers.append(Layer(track: lowest, parts: parts))
        }
        return layers
    }

    private static func key(_ track: ElementTrack) -> Key? {
        // A keyed stroke width belongs to its layer alone.
        guard drawing(track) != nil, let start = track.samples[track.firstFrame]?.transform,
              !track.samples.contains(where: { $0?.strokeWidth != nil }) else { return nil }
        let opacities = (track.firstFrame...track.lastFrame).map { frame in
            track.samples[frame].map { Int64(($0.opacity * 1e6).rounded()) } ?? -1
        }
        let linear = [start.a, start.b, start.c, start.d].map { Int64(($0 * 1e6).rounded()) }
        return Key(first: track.firstFrame, last: track.lastFrame, opacities: opacities, linear: linear)
    }

    /// The outline and paint of an element that can share a layer; nil for pictures and gradients.
    private static func drawing(_ track: ElementTrack) -> (Path, Paint)? {
        switch track.key.shape {
        case .fill(let path, let color), .glyphs(let path, let color, _, _): (path, .fill(color))
        case .stroke(let path, let color, let width, let cap): (path, .stroke(color, width: width, cap: cap))
        case .radialFill, .image: nil
        }
    }

    /// Where `member`'s outline sits in `lowest`'s coordinates, when that is one fixed offset
    /// on every frame; nil when the two do not move exactly alike.
    private static func offset(of member: ElementTrack, within lowest: ElementTrack) -> Point? {
        var found: Point?
        for frame in member.firstFrame...member.lastFrame {
            guard let m = member.samples[frame]?.transform, let l = lowest.samples[frame]?.transform else {
                if (member.samples[frame] == nil) != (lowest.samples[frame] == nil) { return nil }
                continue
            }
            guard let back = l.inverted else { return nil }
            let r = back.concatenating(m)
            guard abs(r.a - 1) < 1e-9, abs(r.b) < 1e-9, abs(r.c) < 1e-9, abs(r.d - 1) < 1e-9 else { return nil }
            if let found {
                // A thousandth of a unit: the same drift `ElementKey` forgives.
                guard abs(found.x - r.tx) < 1e-3, abs(found.y - r.ty) < 1e-3 else { return nil }
            } else {
                found = Point(r.tx, r.ty)
            }
        }
        return found
    }

    /// Whether the track at `position` may join `group` (stack positions, bottom first), the
    /// group then drawn at `position`.
    private static func canJoin(_ position: Int, _ group: [Int], tracks: [ElementTrack], boxes: [Rect?],
                                firstBoxes: [Rect?], finalPosition: [Int]) -> Bool {
        guard offset(of: tracks[position], within: tracks[group[0]]) != nil else { return false }
        // Members never overlap: players that fade a layer as a whole (python-lottie, lottie-web)
        // would otherwise show a half-faded card's face hiding its shadow, where Cairo fades each.
        guard group.allSatisfy({ apart(firstBoxes[$0], firstBoxes[position]) }) else { return false }
        // The members rise from where the group is drawn now to `position`: past every layer
        // drawn in between, which must never meet a member it used to be above.
        let now = finalPosition[group[0]]
        for other in tracks.indices where finalPosition[other] > now && finalPosition[other] < position && !group.contains(other) {
            for member in group where member < other {
                guard apart(boxes[member], boxes[other]) || apartInTime(tracks[member], tracks[other]) else { return false }
            }
        }
        return true
    }

    private static func apartInTime(_ a: ElementTrack, _ b: ElementTrack) -> Bool {
        a.lastFrame < b.firstFrame || b.lastFrame < a.firstFrame
    }

    /// Boxes that share no area (touching edges do not count); an unknown box meets everything.
    private static func apart(_ a: Rect?, _ b: Rect?) -> Bool {
        guard let a, let b else { return false }
        let epsilon = 1e-6
        return a.maxX <= b.minX + epsilon || b.maxX <= a.minX + epsilon || a.maxY <= b.minY + epsilon || b.maxY <= a.minY + epsilon
    }

    /// The device box a track covers on the frames of `samples` (a stroke's by twice its width more).
    private static func box(of track: ElementTrack, over samples: [ElementTrack.Sample?]) -> Rect? {
        let local: Rect
        switch track.key.shape {
        case .fill(let path, _), .glyphs(let path, _, _, _), .radialFill(let path, _):
            guard let bounds = path.controlBounds else { return nil }
            local = bounds
        case .stroke(let path, _, let width, _):
            guard let bounds = path.controlBounds else { return nil }
            // Square caps and mitred joins reach past half the width; four times it is ample.
            local = bounds.insetBy(-2 * width)
        case .image:
            local = Rect(x: 0, y: 0, width: 1, height: 1)
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for sample in samples.compactMap({ $0 }) {
            let m = sample.transform
            for (x, y) in [(local.minX, local.minY), (local.maxX, local.minY), (local.minX, local.maxY), (local.maxX, local.maxY)] {
                let px = m.a * x + m.c * y + m.tx, py = m.b * x + m.d * y + m.ty
                minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// The outline moved by (`dx`, `dy`).
    func translated(_ dx: Double, _ dy: Double) -> Path {
        shifted { Point($0.x + dx, $0.y + dy) }
    }
}
