import Foundation
@testable import MotionKit
import TestSupport
import Testing

/// SVG path data: every command, relative and absolute, read into moves, lines, cubics and
/// closes; arcs drawn on their ellipse.
@Suite("SVG path data")
struct SVGPathDataTests {
    /// Every point the elements pass through or pull towards, in order.
    static func points(_ path: Path) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let c1, let c2, let p): [c1, c2, p]
            case .arc, .close: []
            }
        }
    }

    static func close(_ a: [Point], _ b: [Point]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    @Test func relativeAndAbsoluteCommandsDrawTheSame() throws {
        let absolute = try SVGPathData.path("M10 10 L20 10 H25 V30 C25 35 20 40 15 40 S5 35 5 30 Q5 20 10 15 T20 5 Z M1 1 L2 2")
        let relative = try SVGPathData.path("m10 10 l10 0 h5 v20 c0 5-5 10-10 10 s-10-5-10-10 q0-10 5-15 t10-10 z m-9-9 l1 1")
        #expect(Self.close(Self.points(absolute), Self.points(relative)))
        #expect(absolute.elements.filter { $0 == .close }.count == 1)
    }

    /// Numbers as SVG allows them: signs and dots as separators, exponents, a move's extra
    /// pairs taken as lines.
    @Test func compactNumbersAndImplicitCommands() throws {
        let path = try SVGPathData.path("M1-2.5.5.5L1e1,2E-1 3 4")
        #expect(path.elements == [.move(Point(1, -2.5)), .line(Point(0.5, 0.5)), .line(Point(10, 0.2)), .line(Point(3, 4))])
        let move = try SVGPathData.path("M0 0 10 0 10 10")
        #expect(move.elements == [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        let relativeMove = try SVGPathData.path("m1 1 2 0 0 2")
        #expect(relativeMove.elements == [.move(Point(1, 1)), .line(Point(3, 1)), .line(Point(3, 3))])
    }

    /// A quadratic is the cubic with its control points two thirds of the way to its own.
    @Test func quadraticsBecomeTheirCubics() throws {
        let path = try SVGPathData.path("M0 0 Q3 6 6 0")
        #expect(path.elements[1] == .curve(Point(2, 4), Point(4, 4), Point(6, 0)))
        // The smooth form mirrors the last control point through the current point.
        let smooth = try SVGPathData.path("M0 0 Q3 6 6 0 T12 0")
        #expect(smooth.elements[2] == .curve(Point(8, -4), Point(10, -4), Point(12, 0)))
    }

    /// Arcs of every flag combination, rotation and size: both ends lie on the ellipse found,
    /// the turn runs with the sweep flag and past a half turn exactly with the large flag (unless
    /// the radii had to grow, leaving one half turn), the path ends exactly at its end, and every
    /// piece, at most a quarter turn, passes through the ellipse at its middle.
    @Test func arcsLieOnTheirEllipse() throws {
        var generator = SeededGenerator(seed: 0xA4C5)
        for _ in 0..<400 {
            let from = Point(Double.random(in: -50...50, using: &generator), Double.random(in: -50...50, using: &generator))
            let to = Point(Double.random(in: -50...50, using: &generator), Double.random(in: -50...50, using: &generator))
            let rx = Double.random(in: 1...60, using: &generator), ry = Double.random(in: 1...60, using: &generator)
            let arc = SVGArc(from: from, radii: (rx, ry), rotation: Double.random(in: -180...180, using: &generator),
                             large: Bool.random(using: &generator), sweep: Bool.random(using: &generator), to: to)
            let ellipse = try #require(arc.centreForm)
            for (point, angle) in [(from, ellipse.start), (to, ellipse.start + ellipse.turn)] {
                let on = arc.point(on: ellipse, at: angle)
                #expect(abs(on.x - point.x) < 1e-6 && abs(on.y - point.y) < 1e-6)
            }
            #expect((ellipse.turn > 0) == arc.sweep)
            let grown = abs(ellipse.rx - rx) > 1e-9
            if !grown { #expect((abs(ellipse.turn) > .pi) == arc.large) } else { #expect(abs(abs(ellipse.turn) - .pi) < 1e-6) }

            var path = Path()
            path.move(to: from)
            arc.append(to: &path)
            let pieces = path.elements.count - 1
            #expect(pieces >= 1 && pieces <= 4)
            guard case .curve(_, _, let end)? = path.elements.last else { Issue.record("no curve"); continue }
            #expect(end == to)
            var start = from
            for (index, element) in path.elements.dropFirst().enumerated() {
                guard case .curve(let c1, let c2, let p) = element else { continue }
                let mid = Point((start.x + 3 * c1.x + 3 * c2.x + p.x) / 8, (start.y + 3 * c1.y + 3 * c2.y + p.y) / 8)
                let expected = arc.point(on: ellipse, at: ellipse.start + ellipse.turn * (Double(index) + 0.5) / Double(pieces))
                let size = max(ellipse.rx, ellipse.ry)
                #expect(abs(mid.x - expected.x) < size * 1e-3 && abs(mid.y - expected.y) < size * 1e-3)
                start = p
            }
        }
        // A zero radius is a line; equal ends draw nothing.
        var line = Path()
        SVGArc(from: Point(0, 0), radii: (0, 5), rotation: 0, large: false, sweep: true, to: Point(3, 4)).append(to: &line)
        #expect(line.elements == [.line(Point(3, 4))])
        var nothing = Path()
        SVGArc(from: Point(1, 1), radii: (5, 5), rotation: 0, large: true, sweep: true, to: Point(1, 1)).append(to: &nothing)
        #expect(nothing.elements.isEmpty)
    }

    @Test func malformedDataSaysWhere() {
        #expect(throws: SVGPathDataError.expectedNumber(at: 6)) { try SVGPathData.path("M0 0 L") }
        #expect(throws: SVGPathDataError.notStartingWithMove) { try SVGPathData.path("L1 1") }
        #expect(throws: SVGPathDataError.expectedCommand(at: 0)) { try SVGPathData.path("1 1") }
        #expect(throws: SVGPathDataError.expectedFlag(at: 12)) { try SVGPathData.path("M0 0 A1 1 0 2 0 1 1") }
        #expect(throws: SVGPathDataError.expectedNumber(at: 2)) { try SVGPathData.path("M . 1") }
        #expect(throws: SVGPathDataError.expectedNumber(at: 2)) { try SVGPathData.path("M 1e999 1") }
        #expect(throws: SVGPathDataError.expectedCommand(at: 7)) { try SVGPathData.path("M0 0 Z 1 1") }
    }
}
