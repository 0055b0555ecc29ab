import Foundation
import MotionKit

/// Elements that share everything but their outline and a fixed offset become one layer: the
/// same paint, the same life, the same opacity on every frame, moving exactly alike. A board's
/// light squares fading in together are then one fill of 32 outlines with one opacity curve,
/// instead of 32 layers repeating it; in the bots scene that repetition was a third of the file.
///
/// Merging draws the members together, at the place of the topmost, so it is done only where no
/// drawing changes: members never overlap one another (two half-opaque outlines in one fill
/// would be painted once where they cross, not twice), and no layer whose order against a
/// member changes ever meets it (their device boxes over their lives are apart, or their lives are).
enum LayerMerge {
    /// A merged layer's source: the track whose motion and paint it takes (its lowest member),
    /// and the other members' outlines, moved into that track's coordinates.
    struct Layer {
        let track: ElementTrack
        let companions: [Path]
    }

    /// What must be equal for two elements to share a layer.
    private struct Key: Hashable {
        enum Paint: Hashable {
            case fill(Color)
            case stroke(Color, width: Double, cap: LineCap)
        }

        let paint: Paint
        let first: Int, last: Int
        /// Opacity per frame, a ten-thousandth of a percent apart at most.
        let opacities: [Int64]
        /// The placement's linear part (rotation and scale), which members must share: their
        /// outlines are moved, never turned or scaled, into the layer's.
        let linear: [Int64]
    }

    /// The layers for `tracks` (bottom first), bottom first.
    static func layers(_ tracks: [ElementTrack]) -> [Layer] {
        let boxes = tracks.map(lifeBox)
        var finalPosition = Array(tracks.indices)
        var groups: [[Int]] = []
        var groupOf = [Int](repeating: -1, count: tracks.count)
        var open: [Key: [Int]] = [:]
        for position in tracks.indices {
            guard let key = key(tracks[position]) else { continue }
            let joined = (open[key] ?? []).reversed().first { group in
                canJoin(position, groups[group], tracks: tracks, boxes: boxes, finalPosition: finalPosition)
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
                layers.append(Layer(track: tracks[position], companions: []))
                continue
            }
            // A group is written where its topmost member was.
            guard groups[group].last == position else { continue }
            let members = groups[group]
            let lowest = tracks[members[0]]
            let companions = members.dropFirst().compactMap { member -> Path? in
                guard let offset = offset(of: tracks[member], within: lowest), let path = outline(tracks[member]) else { return nil }
                return path.translated(offset.x, offset.y)
            }
            layers.append(Layer(track: lowest, companions: companions))
        }
        return layers
    }

    private static func key(_ track: ElementTrack) -> Key? {
        let paint: Key.Paint
        switch track.key.shape {
        case .fill(_, let color), .glyphs(_, let color, _, _): paint = .fill(color)
        case .stroke(_, let color, let width, let cap): paint = .stroke(color, width: width, cap: cap)
        case .radialFill, .image: return nil
        }
        guard let start = track.samples[track.firstFrame]?.transform else { return nil }
        let opacities = (track.firstFrame...track.lastFrame).map { frame in
            track.samples[frame].map { Int64(($0.opacity * 1e6).rounded()) } ?? -1
        }
        let linear = [start.a, start.b, start.c, start.d].map { Int64(($0 * 1e6).rounded()) }
        return Key(paint: paint, first: track.firstFrame, last: track.lastFrame, opacities: opacities, linear: linear)
    }

    private static func outline(_ track: ElementTrack) -> Path? {
        switch track.key.shape {
        case .fill(let path, _), .glyphs(let path, _, _, _), .stroke(let path, _, _, _): path
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
                                finalPosition: [Int]) -> Bool {
        guard offset(of: tracks[position], within: tracks[group[0]]) != nil else { return false }
        guard group.allSatisfy({ apart(boxes[$0], boxes[position]) }) else { return false }
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

    /// The device box a track covers over its whole life (a stroke's by half its width more).
    private static func lifeBox(_ track: ElementTrack) -> Rect? {
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
        for sample in track.samples.compactMap({ $0 }) {
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
        func moved(_ p: Point) -> Point { Point(p.x + dx, p.y + dy) }
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: moved(p))
            case .line(let p): path.line(to: moved(p))
            case .curve(let c1, let c2, let p): path.curve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case .arc(let c, let r, let a0, let a1): path.arc(center: moved(c), radius: r, from: a0, to: a1)
            case .close: path.close()
            }
        }
        return path
    }
}
