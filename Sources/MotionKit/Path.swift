import FoundationEssentials
import Glibc

/// A vector outline in box coordinates, built up as a value and drawn by the canvas.
public struct Path: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        /// Centre, radius, start and end angle (radians, clockwise in y-down space).
        case arc(Point, Double, Double, Double)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    public mutating func arc(center: Point, radius: Double, from start: Double, to end: Double) {
        elements.append(.arc(center, radius, start, end))
    }
    public mutating func close() { elements.append(.close) }

    public static func rect(_ r: Rect) -> Path {
        polygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)])
    }

    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let k = min(radius, r.width / 2, r.height / 2)
        guard k > 0 else { return rect(r) }
        var p = Path()
        p.arc(center: Point(r.maxX - k, r.minY + k), radius: k, from: -.pi / 2, to: 0)
        p.arc(center: Point(r.maxX - k, r.maxY - k), radius: k, from: 0, to: .pi / 2)
        p.arc(center: Point(r.minX + k, r.maxY - k), radius: k, from: .pi / 2, to: .pi)
        p.arc(center: Point(r.minX + k, r.minY + k), radius: k, from: .pi, to: 3 * .pi / 2)
        p.close()
        return p
    }

    public static func circle(center: Point, radius: Double) -> Path {
        var p = Path()
        p.move(to: Point(center.x + radius, center.y))
        p.arc(center: center, radius: radius, from: 0, to: 2 * .pi)
        p.close()
        return p
    }

    public static func ellipse(in r: Rect) -> Path {
        // Four cubic quarter arcs; kappa makes them round to within 0.03%.
        let kappa = 0.5522847498
        let cx = r.center.x, cy = r.center.y, rx = r.width / 2, ry = r.height / 2
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ry * kappa), control2: Point(cx + rx * kappa, cy + ry))
        p.curve(to: Point(cx - rx, cy), control1: Point(cx - rx * kappa, cy + ry), control2: Point(cx - rx, cy + ry * kappa))
        p.curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ry * kappa), control2: Point(cx - rx * kappa, cy - ry))
        p.curve(to: Point(cx + rx, cy), control1: Point(cx + rx * kappa, cy - ry), control2: Point(cx + rx, cy - ry * kappa))
        p.close()
        return p
    }

    public static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for point in points.dropFirst() { p.line(to: point) }
        p.close()
        return p
    }

    /// A regular star, as the forge's sparks and badges use.
    public static func star(center: Point, points: Int, outer: Double, inner: Double, rotation: Double = -.pi / 2) -> Path {
        let count = max(points, 2) * 2
        return polygon((0..<count).map { i in
            let r = i.isMultiple(of: 2) ? outer : inner
            let angle = rotation + Double(i) * .pi / Double(max(points, 2))
            return Point(center.x + r * cos(angle), center.y + r * sin(angle))
        })
    }
}
