import ChessMotionSupport
import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing

/// A smooth run of many small cubics (a font's bowl) is written as fewer, and the outline drawn
/// stays within the tolerance of the one given, both ways; corners stay vertices; and in whole
/// steps every control point is within half a step of its place.
@Suite struct OutlineSimplificationTests {
    /// An ellipse of four quarter cubics, each cut into `pieces` by de Casteljau: the same curve
    /// in four times `pieces` segments, as a font's quadratic outlines come in.
    static func cutEllipse(pieces: Int) -> Path {
        let quarters = LottieOutline.Subpath.cubicsOf(LottieOutline(.ellipse(in: Rect(x: 10, y: 20, width: 120, height: 70))))
        var path = Path()
        path.move(to: quarters[0].start)
        for quarter in quarters {
            var rest = quarter
            for piece in 0..<pieces {
                let (head, tail) = rest.split(at: 1 / Double(pieces - piece))
                path.curve(to: head.end, control1: head.control1, control2: head.control2)
                rest = tail
            }
        }
        path.close()
        return path
    }

    /// The largest distance from a point of `a` to the nearest point of `b`, both drawn densely.
    static func farthest(_ a: [LottieOutline.Subpath.Cubic], from b: [LottieOutline.Subpath.Cubic]) -> Double {
        func points(_ cubics: [LottieOutline.Subpath.Cubic], _ count: Int) -> [Point] {
            cubics.flatMap { cubic in (0...count).map { cubic.point(at: Double($0) / Double(count)) } }
        }
        let near = points(b, 1000)
        return points(a, 100).map { p in near.map { hypot($0.x - p.x, $0.y - p.y) }.min()! }.max()!
    }

    @Test func aSmoothRunIsFewerCubicsWithinTheTolerance() throws {
        let outline = LottieOutline(Self.cutEllipse(pieces: 4))
        let original = try #require(outline.subpaths.first)
        #expect(original.vertices.count == 16)
        let simplified = try #require(outline.simplified(within: 0.2).subpaths.first)
        #expect(simplified.vertices.count <= 8, "\(simplified.vertices.count) vertices")
        // Sampling puts a point of a piece (under 40 long) within 0.03 of a sampled one.
        let before = LottieOutline.Subpath.cubicsOf(outline), after = LottieOutline.Subpath.cubicsOf(outline.simplified(within: 0.2))
        #expect(Self.farthest(before, from: after) <= 0.2 + 0.03)
        #expect(Self.farthest(after, from: before) <= 0.2 + 0.03)
    }

    /// A long smooth outline (an ellipse in 100 pieces) is simplified in runs of at most
    /// `longestRun` segments, so its cost stays linear in its length: fewer vertices, but no
    /// fewer than a run's bound allows.
    @Test func aLongSmoothOutlineIsSimplifiedInBoundedRuns() throws {
        let outline = LottieOutline(Self.cutEllipse(pieces: 25))
        let simplified = try #require(outline.simplified(within: 0.2).subpaths.first)
        #expect(simplified.vertices.count >= 100 / 8 && simplified.vertices.count < 100, "\(simplified.vertices.count) vertices")
    }

    @Test func cornersStayVertices() throws {
        // A shield: two straight sides, a corner at the bottom, a curved top cut in pieces.
        var path = Path()
        path.move(to: Point(0, 0))
        path.curve(to: Point(20, -10), control1: Point(5, -6), control2: Point(13, -10))
        path.curve(to: Point(40, 0), control1: Point(27, -10), control2: Point(35, -6))
        path.line(to: Point(40, 30))
        path.line(to: Point(20, 50))
        path.line(to: Point(0, 30))
        path.close()
        let simplified = try #require(LottieOutline(path).simplified(within: 0.5).subpaths.first)
        for corner in [Point(0, 0), Point(40, 0), Point(40, 30), Point(20, 50), Point(0, 30)] {
            #expect(simplified.vertices.contains(corner), "corner \(corner) lost: \(simplified.vertices)")
        }
        #expect(LottieOutline(.polygon([Point(0, 0), Point(10, 0), Point(5, 8)])).simplified(within: 0.5).subpaths.first?.vertices.count == 3)
    }

    /// The scene's box is drawn twice over onto 720 x 560, so sixteen steps a unit are an
    /// eighth of a pixel, rounded to within a sixteenth: steps are chosen from the pixels a unit
    /// covers where the layer is largest, and rounding to them leaves a share of the quarter pixel
    /// an outline may stray for simplifying.
    @Test func stepsAreFineEnoughInPixelsWhereTheLayerIsLargest() {
        for pixelsPerUnit in [0.5, 1, 2, 2.03, 3.7, 9] {
            let steps = LottieLayer.outlineSteps(pixelsPerUnit: pixelsPerUnit)
            let rounding = 0.5 * pixelsPerUnit / Double(steps)
            #expect(rounding <= LottieLayer.largestRoundingError && rounding < LottieLayer.largestOutlineError, "\(pixelsPerUnit): \(steps) steps")
            #expect(steps == 16 || 0.5 * pixelsPerUnit / Double(steps / 2) > LottieLayer.largestRoundingError, "\(pixelsPerUnit): \(steps) steps, half would do")
        }
        #expect(LottieLayer.outlineSteps(pixelsPerUnit: 2) == 16)
        #expect(LottieLayer.outlineSteps(pixelsPerUnit: 9) == 64)
    }

    @Test func inWholeStepsEveryControlPointIsWithinHalfAStep() throws {
        let outline = LottieOutline(Self.cutEllipse(pieces: 3))
        let written = LottieJSON.compactText(.array(outline.shapeItems(decimals: 0, steps: 16)))
        let items = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [[String: Any]])
        let geometry = try #require((items.first?["ks"] as? [String: Any])?["k"] as? [String: Any])
        func pairs(_ key: String) throws -> [[Double]] { try #require(geometry[key] as? [[Double]]) }
        let vertices = try pairs("v"), ins = try pairs("i"), outs = try pairs("o")
        let sub = try #require(outline.subpaths.first)
        #expect(vertices.count == sub.vertices.count)
        for index in sub.vertices.indices {
            let v = sub.vertices[index]
            let written = [(vertices[index], v), (zip(vertices[index], ins[index]).map(+), Point(v.x + sub.inTangents[index].x, v.y + sub.inTangents[index].y)),
                           (zip(vertices[index], outs[index]).map(+), Point(v.x + sub.outTangents[index].x, v.y + sub.outTangents[index].y))]
            for (steps, point) in written {
                #expect(abs(steps[0] / 16 - point.x) <= 0.5 / 16 + 1e-9 && abs(steps[1] / 16 - point.y) <= 0.5 / 16 + 1e-9,
                        "vertex \(index): \(steps) for \(point)")
            }
        }
    }
}

extension LottieOutline.Subpath {
    static func cubicsOf(_ outline: LottieOutline) -> [Cubic] { outline.subpaths.flatMap(\.cubics) }
}

extension LottieOutline.Subpath.Cubic {
    /// The two halves of this cubic at `s` (de Casteljau).
    func split(at s: Double) -> (Self, Self) {
        func mix(_ a: Point, _ b: Point) -> Point { Point(a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s) }
        let a = mix(start, control1), b = mix(control1, control2), c = mix(control2, end)
        let d = mix(a, b), e = mix(b, c), f = mix(d, e)
        return (Self(start: start, control1: a, control2: d, end: f), Self(start: f, control1: e, control2: c, end: end))
    }
}
