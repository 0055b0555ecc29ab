import FoundationEssentials
import MotionKit

/// A minimal geometric mark on a rounded tile of the bot's colour: a sprout, a gem, a crown.
/// The shapes differ in silhouette, so they stay distinct even where colour does not help.
struct GlyphAvatar {
    let bot: Bot
    let tint: BotTint
    let center: Point
    let radius: Double

    /// A point in the tile's unit space (the tile spans -0.88...0.88).
    private func p(_ x: Double, _ y: Double) -> Point { Point(center.x + x * radius, center.y + y * radius) }

    static func tileSide(radius: Double) -> Double { radius * 1.76 }
    static func tileCorner(radius: Double) -> Double { radius * 0.5 }

    func draw(on c: MotionCanvas) {
        let side = Self.tileSide(radius: radius)
        c.fillRoundedRect(Rect(center: center, size: Size(side, side)), radius: Self.tileCorner(radius: radius), tint.accent)
        switch bot.glyph {
        case .sprout: sprout(c)
        case .diamond: diamond(c)
        case .crown: crown(c)
        case .bolt: bolt(c)
        case .rook: rook(c)
        }
    }

    private func bolt(_ c: MotionCanvas) {
        let bolt = Path.polygon([p(0.12, -0.52), p(-0.32, 0.06), p(-0.04, 0.06), p(-0.14, 0.52), p(0.32, -0.08),
                                 p(0.04, -0.08)])
        c.fill(bolt, tint.ink)
    }

    private func rook(_ c: MotionCanvas) {
        // Battlements, the tower and its foot.
        let tower = Path.polygon([
            p(-0.36, -0.44), p(-0.2, -0.44), p(-0.2, -0.32), p(-0.08, -0.32), p(-0.08, -0.44), p(0.08, -0.44), p(0.08, -0.32),
            p(0.2, -0.32), p(0.2, -0.44), p(0.36, -0.44), p(0.36, -0.2), p(0.24, -0.12), p(0.28, 0.34), p(-0.28, 0.34),
            p(-0.24, -0.12), p(-0.36, -0.2),
        ])
        c.fill(tower, tint.ink)
        c.fillRoundedRect(Rect(x: center.x - 0.44 * radius, y: center.y + 0.36 * radius, width: 0.88 * radius, height: 0.14 * radius),
                          radius: 0.05 * radius, tint.ink)
    }

    private func sprout(_ c: MotionCanvas) {
        var stem = Path()
        stem.move(to: p(0, 0.46))
        stem.curve(to: p(0.02, -0.12), control1: p(0, 0.2), control2: p(-0.04, 0.04))
        c.stroke(stem, tint.ink, width: radius * 0.1)
        c.fill(leaf(from: p(0, 0.06), to: p(-0.46, -0.18), bulge: 0.16), tint.ink)
        c.fill(leaf(from: p(0.02, -0.1), to: p(0.46, -0.46), bulge: 0.2), tint.ink)
        c.line(from: p(-0.3, 0.48), to: p(0.3, 0.48), tint.ink, width: radius * 0.1)
    }

    /// A leaf between two points: two arcs bowing out on either side of the line between them.
    private func leaf(from a: Point, to b: Point, bulge: Double) -> Path {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let nx = -dy / length * bulge * radius * 1.6, ny = dx / length * bulge * radius * 1.6
        let m1 = Point(a.x + dx * 0.3, a.y + dy * 0.3), m2 = Point(a.x + dx * 0.7, a.y + dy * 0.7)
        var path = Path()
        path.move(to: a)
        path.curve(to: b, control1: Point(m1.x + nx, m1.y + ny), control2: Point(m2.x + nx, m2.y + ny))
        path.curve(to: a, control1: Point(m2.x - nx, m2.y - ny), control2: Point(m1.x - nx, m1.y - ny))
        path.close()
        return path
    }

    private func diamond(_ c: MotionCanvas) {
        let top = -0.36, girdle = -0.1, bottom = 0.5
        let gem = Path.polygon([p(-0.28, top), p(0.28, top), p(0.5, girdle), p(0, bottom), p(-0.5, girdle)])
        c.fill(gem, tint.ink)
        // Facets in the tile's colour cut into the gem.
        let facet = tint.accent.withAlpha(0.55)
        let width = radius * 0.045
        c.line(from: p(-0.5, girdle), to: p(0.5, girdle), facet, width: width)
        c.line(from: p(-0.12, top), to: p(-0.2, girdle), facet, width: width)
        c.line(from: p(0.12, top), to: p(0.2, girdle), facet, width: width)
        c.line(from: p(-0.2, girdle), to: p(0, bottom), facet, width: width)
        c.line(from: p(0.2, girdle), to: p(0, bottom), facet, width: width)
    }

    private func crown(_ c: MotionCanvas) {
        let crown = Path.polygon([
            p(-0.5, 0.28), p(-0.5, -0.26), p(-0.25, 0.0), p(0, -0.4), p(0.25, 0.0), p(0.5, -0.26), p(0.5, 0.28),
        ])
        c.fill(crown, tint.ink)
        c.fillRoundedRect(Rect(x: center.x - 0.5 * radius, y: center.y + 0.36 * radius, width: radius, height: 0.13 * radius),
                          radius: 0.05 * radius, tint.ink)
        for (x, y) in [(-0.5, -0.26), (0.0, -0.4), (0.5, -0.26)] {
            c.circle(p(x, y - 0.06), radius: radius * 0.085, tint.ink)
        }
    }
}
