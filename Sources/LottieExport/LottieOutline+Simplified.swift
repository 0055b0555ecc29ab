import FoundationEssentials
import Glibc
import MotionKit

/// Fewer vertices for the same outline: a run of curved segments that meet smoothly is written
/// as one cubic wherever one stays within a tolerance of the whole run. A font's outlines come
/// from quadratic curves cut at every on-curve point, so a letter's bowl is four to eight
/// cubics where one or two draw it within a fraction of a pixel; the bots file's glyph outlines
/// were a third of it, about a third of that their vertices' extra pieces.
extension LottieOutline.Subpath {
    /// A segment's four points, absolute.
    struct Cubic {
        var start: Point, control1: Point, control2: Point, end: Point

        func point(at s: Double) -> Point {
            let u = 1 - s
            let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
            return Point(a * start.x + b * control1.x + c * control2.x + d * end.x,
                         a * start.y + b * control1.y + c * control2.y + d * end.y)
        }

        /// The direction the segment leaves its start by (towards the end if it has no handle).
        var startDirection: Point? { Self.unit(control1 - start) ?? Self.unit(control2 - start) ?? Self.unit(end - start) }
        /// The direction the segment arrives at its end by.
        var endDirection: Point? { Self.unit(end - control2) ?? Self.unit(end - control1) ?? Self.unit(end - start) }

        static func unit(_ p: Point) -> Point? {
            let length = hypot(p.x, p.y)
            return length > 1e-9 ? Point(p.x / length, p.y / length) : nil
        }
    }

    /// Two segments meet smoothly where they leave and arrive along one line (within about 4°):
    /// only there may one curve replace both, so every corner stays a vertex.
    private static let smoothJoin = 0.9975
    /// Points sampled along each original segment, and along a candidate curve, to measure how
    /// far apart the two are.
    private static let samplesPerSegment = 16
    /// The most segments one curve may replace. Checking a run compares every sampled point
    /// with the whole of the other curve, so a run's cost grows with its length squared, and
    /// growing a run one segment at a time makes that cubed: a long smooth outline (a scene's
    /// own path of hundreds of segments) would stall the export. A glyph's smooth runs are
    /// a few segments.
    private static let longestRun = 8

    /// This closed subpath with runs of smoothly joined segments replaced by single cubics that
    /// keep every point of the run within `tolerance` of the new curve and the new curve within
    /// `tolerance` of the run. Open subpaths, and outlines without a corner to start from, are
    /// kept as they are.
    func simplified(within tolerance: Double) -> Self {
        let segments = cubics
        guard closed, segments.count >= 3 else { return self }
        // Runs start at a corner, so none spans one; a smooth outline (an o) starts at its first vertex.
        let corner = segments.indices.first { !Self.joinsSmoothly(segments[($0 + segments.count - 1) % segments.count], segments[$0]) } ?? 0
        let ordered = Array(segments[corner...] + segments[..<corner])
        var kept: [Cubic] = []
        var first = 0
        while first < ordered.count {
            var best = (next: first + 1, curve: ordered[first])
            var last = first + 1
            while last < ordered.count, last - first < Self.longestRun, Self.joinsSmoothly(ordered[last - 1], ordered[last]),
                  let curve = Self.fitted(ordered[first...last], within: tolerance) {
                best = (last + 1, curve)
                last += 1
            }
            kept.append(best.curve)
            first = best.next
        }
        guard kept.count < segments.count else { return self }
        var result = Self()
        result.closed = true
        for (index, curve) in kept.enumerated() {
            result.vertices.append(curve.start)
            result.outTangents.append(curve.control1 - curve.start)
            let previous = kept[(index + kept.count - 1) % kept.count]
            result.inTangents.append(previous.control2 - previous.end)
        }
        return result
    }

    /// The subpath's segments, the closing one included.
    var cubics: [Cubic] {
        let count = closed ? vertices.count : vertices.count - 1
        guard count > 0 else { return [] }
        return (0..<count).map { index in
            let next = (index + 1) % vertices.count
            return Cubic(start: vertices[index], control1: vertices[index] + outTangents[index],
                         control2: vertices[next] + inTangents[next], end: vertices[next])
        }
    }

    private static func joinsSmoothly(_ a: Cubic, _ b: Cubic) -> Bool {
        guard let arriving = a.endDirection, let leaving = b.startDirection else { return false }
        return arriving.x * leaving.x + arriving.y * leaving.y > smoothJoin
    }

    /// One cubic from the run's start to its end, leaving and arriving along the run's own
    /// directions, its handle lengths by least squares over points spaced along the run by
    /// length; nil unless it keeps within `tolerance` of the run both ways.
    private static func fitted(_ run: ArraySlice<Cubic>, within tolerance: Double) -> Cubic? {
        guard let start = run.first?.start, let end = run.last?.end,
              let leaving = run.first?.startDirection, let arriving = run.last?.endDirection else { return nil }
        let points = [start] + run.flatMap { segment in (1...samplesPerSegment).map { segment.point(at: Double($0) / Double(samplesPerSegment)) } }
        var lengths = [0.0]
        for index in 1..<points.count { lengths.append(lengths[index - 1] + distance(points[index - 1], points[index])) }
        guard let total = lengths.last, total > 1e-9 else { return nil }
        // Least squares for the handle lengths a, b in start + a·leaving, end − b·arriving.
        var aa = 0.0, ab = 0.0, bb = 0.0, ar = 0.0, br = 0.0
        for (point, length) in zip(points, lengths) {
            let s = length / total, u = 1 - s
            let b0 = u * u * u, b1 = 3 * u * u * s, b2 = 3 * u * s * s, b3 = s * s * s
            let columnA = leaving * b1, columnB = arriving * -b2
            let rest = point - start * (b0 + b1) - end * (b2 + b3)
            aa += dot(columnA, columnA); ab += dot(columnA, columnB); bb += dot(columnB, columnB)
            ar += dot(columnA, rest); br += dot(columnB, rest)
        }
        let determinant = aa * bb - ab * ab
        guard abs(determinant) > 1e-12 else { return nil }
        let a = (ar * bb - br * ab) / determinant, b = (aa * br - ab * ar) / determinant
        guard a > 0, b > 0, a.isFinite, b.isFinite else { return nil }
        let curve = Cubic(start: start, control1: start + leaving * a, control2: end - arriving * b, end: end)
        let drawn = (0...(samplesPerSegment * 4 * run.count)).map { curve.point(at: Double($0) / Double(samplesPerSegment * 4 * run.count)) }
        guard points.allSatisfy({ distance($0, toPolyline: drawn) <= tolerance }),
              drawn.allSatisfy({ distance($0, toPolyline: points) <= tolerance }) else { return nil }
        return curve
    }

    private static func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
    private static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }

    /// The distance from `p` to the nearest point of the polyline through `points`.
    private static func distance(_ p: Point, toPolyline points: [Point]) -> Double {
        var nearest = Double.infinity
        for index in 1..<points.count {
            let a = points[index - 1], b = points[index]
            let along = b - a, length2 = dot(along, along)
            let s = length2 > 0 ? min(1, max(0, dot(p - a, along) / length2)) : 0
            nearest = min(nearest, distance(p, a + along * s))
            if nearest == 0 { break }
        }
        return nearest
    }
}

/// Point arithmetic for the fit above, kept to this file.
fileprivate extension Point {
    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (p: Point, k: Double) -> Point { Point(p.x * k, p.y * k) }
}
