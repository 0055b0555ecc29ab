import FoundationEssentials
import Glibc

/// An SVG elliptical arc, given as SVG writes it (from a point to a point, with radii, the
/// ellipse's rotation and two flags), and drawn as cubic Béziers of at most a quarter turn each:
/// the endpoint-to-centre conversion of SVG 1.1's implementation notes (F.6.5, F.6.6).
struct SVGArc {
    var from: Point
    var radii: (x: Double, y: Double)
    /// Degrees.
    var rotation: Double
    var large: Bool
    var sweep: Bool
    var to: Point

    /// The ellipse the arc runs on, in centre form: its centre and radii (scaled up when too
    /// small to reach, F.6.6), the start angle and the signed turn (positive with `sweep`).
    /// Nil when the arc is a line (a zero radius) or nothing (equal ends).
    struct CentreForm: Equatable {
        var center: Point
        var rx: Double
        var ry: Double
        var start: Double
        var turn: Double
    }

    var centreForm: CentreForm? {
        guard from != to else { return nil }
        var rx = abs(radii.x), ry = abs(radii.y)
        guard rx > 0, ry > 0 else { return nil }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let hx = (from.x - to.x) / 2, hy = (from.y - to.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy, y1 = -sinPhi * hx + cosPhi * hy
        let reach = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if reach > 1 {
            rx *= reach.squareRoot()
            ry *= reach.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let root = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        let sign: Double = large != sweep ? 1 : -1
        let cx1 = sign * root * rx * y1 / ry, cy1 = -sign * root * ry * x1 / rx
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
                           sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        let start = Self.angle(from: (1, 0), to: ((x1 - cx1) / rx, (y1 - cy1) / ry))
        var turn = Self.angle(from: ((x1 - cx1) / rx, (y1 - cy1) / ry), to: ((-x1 - cx1) / rx, (-y1 - cy1) / ry))
        if !sweep, turn > 0 { turn -= 2 * .pi }
        if sweep, turn < 0 { turn += 2 * .pi }
        return CentreForm(center: center, rx: rx, ry: ry, start: start, turn: turn)
    }

    /// The point at `angle` on the arc's ellipse.
    func point(on ellipse: CentreForm, at angle: Double) -> Point {
        let phi = rotation * .pi / 180
        let u = ellipse.rx * cos(angle), v = ellipse.ry * sin(angle)
        return Point(ellipse.center.x + cos(phi) * u - sin(phi) * v, ellipse.center.y + sin(phi) * u + cos(phi) * v)
    }

    func append(to path: inout Path) {
        guard from != to else { return }
        guard let ellipse = centreForm else {
            path.line(to: to)
            return
        }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        // A point of the unit circle, placed on the ellipse.
        func place(_ u: Double, _ v: Double) -> Point {
            Point(ellipse.center.x + cosPhi * ellipse.rx * u - sinPhi * ellipse.ry * v,
                  ellipse.center.y + sinPhi * ellipse.rx * u + cosPhi * ellipse.ry * v)
        }
        let pieces = max(1, Int((abs(ellipse.turn) / Self.longestPiece).rounded(.up)))
        let step = ellipse.turn / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var theta = ellipse.start
        for piece in 0..<pieces {
            let next = theta + step
            let c1 = place(cos(theta) - handle * sin(theta), sin(theta) + handle * cos(theta))
            let c2 = place(cos(next) + handle * sin(next), sin(next) - handle * cos(next))
            path.curve(to: piece == pieces - 1 ? to : place(cos(next), sin(next)), control1: c1, control2: c2)
            theta = next
        }
    }

    /// A quarter turn and a thousandth of a radian: a half turn that rounding leaves a hair over
    /// is still two pieces, as librsvg cuts it (three pieces drew a piece's knob 0.15 px off).
    static let longestPiece = Double.pi / 2 + 0.001

    /// The signed angle from `u` to `v`.
    private static func angle(from u: (Double, Double), to v: (Double, Double)) -> Double {
        atan2(u.0 * v.1 - u.1 * v.0, u.0 * v.0 + u.1 * v.1)
    }
}
