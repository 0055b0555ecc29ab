import ChessCore
import MotionKit

extension BoardAnnotations.Arrow {
    /// The shaft's half width, the head's half width and the head's length, in squares; the tip
    /// stops `tipInset` short of the target's centre so the head does not bury the piece there.
    static let shaftHalfWidth = 0.08, headHalfWidth = 0.22, headLength = 0.34, tipInset = 0.1

    /// A knight's jump: one leg of two squares and one of one.
    var isKnightJump: Bool {
        let files = abs(to.file - from.file), ranks = abs(to.rank - from.rank)
        return (files == 1 && ranks == 2) || (files == 2 && ranks == 1)
    }

    /// The line the arrow follows, in box coordinates: the centres of its squares, and for a
    /// knight's jump the corner of the L — along the long leg first, then the short one, as
    /// lichess bends them.
    func spine(on geometry: BoardGeometry) -> [Point] {
        let tail = geometry.center(of: from), head = geometry.center(of: to)
        guard isKnightJump else { return [tail, head] }
        let turn = abs(to.file - from.file) == 2 ? Square(file: to.file, rank: from.rank) : Square(file: from.file, rank: to.rank)
        guard let turn else { return [tail, head] }
        return [tail, geometry.center(of: turn), head]
    }

    /// The whole arrow as one closed outline — shaft, corner and head — so a translucent colour
    /// covers every point once, with no darker overlap where pieces of it would meet. `grown`
    /// (0...1) is how much of its length has been drawn from the tail, for an arrow that grows.
    package func outline(on geometry: BoardGeometry, grown: Double = 1) -> Path {
        let side = geometry.side
        var points = Self.trimmed(spine(on: geometry), endInset: Self.tipInset * side, fraction: Motion.clamp(grown))
        guard points.count >= 2, let tip = points.last else { return Path() }
        let lastDirection = Self.direction(points[points.count - 2], tip)
        let lastLength = Self.distance(points[points.count - 2], tip)
        let headLength = min(Self.headLength * side, lastLength)
        let base = Point(tip.x - lastDirection.x * headLength, tip.y - lastDirection.y * headLength)
        points[points.count - 1] = base
        let w = Self.shaftHalfWidth * side, h = Self.headHalfWidth * side

        // Each side of the shaft, its corners mitred: at a joint the offset is along the sum of
        // the two legs' normals, lengthened so each leg keeps its half width.
        var left: [Point] = [], right: [Point] = []
        for i in points.indices {
            let before = i > 0 ? Self.normal(Self.direction(points[i - 1], points[i])) : nil
            let after = i < points.count - 1 ? Self.normal(Self.direction(points[i], points[i + 1])) : nil
            let n: Point
            switch (before, after) {
            case let (b?, a?):
                let k = 1 / (1 + b.x * a.x + b.y * a.y)
                n = Point((b.x + a.x) * k, (b.y + a.y) * k)
            case let (b?, nil): n = b
            case let (nil, a?): n = a
            case (nil, nil): n = Point(0, 0)
            }
            left.append(Point(points[i].x + n.x * w, points[i].y + n.y * w))
            right.append(Point(points[i].x - n.x * w, points[i].y - n.y * w))
        }
        let n = Self.normal(lastDirection)
        let head = [Point(base.x + n.x * h, base.y + n.y * h), tip, Point(base.x - n.x * h, base.y - n.y * h)]
        return .polygon(left + head + right.reversed())
    }

    /// The spine ending `endInset` before its last point, then cut at `fraction` of its length.
    static func trimmed(_ spine: [Point], endInset: Double, fraction: Double) -> [Point] {
        var points = spine
        let n = points.count
        let lastLength = distance(points[n - 2], points[n - 1])
        let d = direction(points[n - 2], points[n - 1])
        let inset = min(endInset, lastLength)
        points[n - 1] = Point(points[n - 1].x - d.x * inset, points[n - 1].y - d.y * inset)
        var remaining = fraction * zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        guard remaining > 0 else { return [] }
        var kept = [points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
            let length = distance(a, b)
            if remaining >= length {
                kept.append(b)
                remaining -= length
            } else {
                let u = direction(a, b)
                kept.append(Point(a.x + u.x * remaining, a.y + u.y * remaining))
                break
            }
        }
        return kept
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }

    static func direction(_ a: Point, _ b: Point) -> Point {
        let length = distance(a, b)
        return length > 0 ? Point((b.x - a.x) / length, (b.y - a.y) / length) : Point(0, 0)
    }

    /// A quarter turn of `d`.
    static func normal(_ d: Point) -> Point { Point(-d.y, d.x) }
}
