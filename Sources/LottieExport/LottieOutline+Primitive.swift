import ChessMotionSupport
import FoundationEssentials
import Glibc
import MotionKit

/// An outline that Lottie has a shape of its own for: a circle (`el`), a rectangle or a rounded
/// rectangle (`rc`). Written as one, it is a centre and a size instead of every vertex with its
/// two tangents: a dot's outline shrinks from about 250 bytes to 60, a card's from 330 to 90, and
/// the bots scene's circles and rectangles from 44 kB to 17.
///
/// Only a whole outline of one subpath is recognised: every player fills such a shape with
/// the area it encloses, whichever way round it runs, whereas one subpath of several may be a
/// hole that relies on its direction.
enum LottiePrimitive: Equatable {
    case circle(center: Point, radius: Double)
    case rect(Rect, radius: Double)

    /// The primitive `path` draws exactly, by the elements `Path.circle`, `Path.rect` and
    /// `Path.roundedRect` build; nil for any other outline.
    init?(_ path: Path) {
        var elements = path.elements
        if elements.last == .close { elements.removeLast() }
        if let found = Self.circle(elements) ?? Self.roundedRect(elements) ?? Self.rect(elements) {
            self = found
        } else {
            return nil
        }
    }

    private static func circle(_ elements: [Path.Element]) -> Self? {
        var elements = elements
        var start: Point?
        if case .move(let p) = elements.first {
            start = p
            elements.removeFirst()
        }
        guard elements.count == 1, case .arc(let center, let radius, let a0, let a1) = elements[0],
              radius > 0, abs(abs(a1 - a0) - 2 * .pi) < 1e-9 else { return nil }
        // The move to the arc's start, within the thousandth `movedToOrigin` snaps points to.
        if let start, !near(start, Point(center.x + radius * cos(a0), center.y + radius * sin(a0)), within: 2e-3) { return nil }
        return .circle(center: center, radius: radius)
    }

    /// Four quarter arcs of one radius, clockwise from the top right corner, as
    /// `Path.roundedRect` draws them.
    private static func roundedRect(_ elements: [Path.Element]) -> Self? {
        guard elements.count == 4 else { return nil }
        var centers: [Point] = [], radius: Double?
        for (index, element) in elements.enumerated() {
            guard case .arc(let center, let r, let a0, let a1) = element, r > 0 else { return nil }
            let expected = -Double.pi / 2 + Double(index) * .pi / 2
            guard abs(a0 - expected) < 1e-9, abs(a1 - expected - .pi / 2) < 1e-9, radius.map({ abs($0 - r) < 1e-9 }) ?? true else { return nil }
            radius = r
            centers.append(center)
        }
        guard let k = radius else { return nil }
        let box = Rect(x: centers[3].x - k, y: centers[0].y - k, width: centers[0].x - centers[3].x + 2 * k,
                       height: centers[1].y - centers[0].y + 2 * k)
        let corners = [Point(box.maxX - k, box.minY + k), Point(box.maxX - k, box.maxY - k),
                       Point(box.minX + k, box.maxY - k), Point(box.minX + k, box.minY + k)]
        guard box.width > 0, box.height > 0, zip(corners, centers).allSatisfy({ near($0, $1) }) else { return nil }
        return .rect(box, radius: k)
    }

    /// Four corners of an upright rectangle, each edge along an axis.
    private static func rect(_ elements: [Path.Element]) -> Self? {
        guard elements.count == 4, case .move(let first) = elements[0] else { return nil }
        var points = [first]
        for element in elements.dropFirst() {
            guard case .line(let p) = element else { return nil }
            points.append(p)
        }
        for (a, b) in zip(points, points.dropFirst() + [first]) {
            let alongX = abs(a.y - b.y) < 1e-9 && abs(a.x - b.x) > 1e-9
            let alongY = abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) > 1e-9
            guard alongX || alongY else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        // Every point a corner and no corner twice: edges along the axes alone could zigzag.
        guard box.width > 0, box.height > 0 else { return nil }
        let corners = points.map { p -> [Bool]? in
            let left = abs(p.x - box.minX) < 1e-9, right = abs(p.x - box.maxX) < 1e-9
            let top = abs(p.y - box.minY) < 1e-9, bottom = abs(p.y - box.maxY) < 1e-9
            guard left || right, top || bottom else { return nil }
            return [right, bottom]
        }
        guard !corners.contains(nil), Set(corners.compactMap { $0 }).count == 4 else { return nil }
        return .rect(box, radius: 0)
    }

    private static func near(_ a: Point, _ b: Point, within limit: Double = 1e-6) -> Bool {
        abs(a.x - b.x) < limit && abs(a.y - b.y) < limit
    }

    /// The shape item, numbers to `decimals` places; with `steps`, as whole numbers of
    /// 1/`steps` of a unit instead (a group scaling by 1/`steps` must then carry them).
    func shapeItem(decimals: Int, steps: Int? = nil) -> JSONValue {
        func number(_ value: Double) -> JSONValue {
            guard let steps else { return LottieJSON.number(value, decimals) }
            return LottieJSON.number((value * Double(steps)).rounded(), 0)
        }
        func pair(_ a: Double, _ b: Double) -> JSONValue { LottieJSON.staticValue(.array([number(a), number(b)])) }
        switch self {
        case .circle(let center, let radius):
            return .object(JSONObject(["ty": .string("el"), "p": pair(center.x, center.y), "s": pair(2 * radius, 2 * radius)]))
        case .rect(let box, let radius):
            var item = JSONObject(["ty": .string("rc"), "p": pair(box.center.x, box.center.y), "s": pair(box.width, box.height)])
            item["r"] = LottieJSON.staticValue(number(radius))
            return .object(item)
        }
    }
}
