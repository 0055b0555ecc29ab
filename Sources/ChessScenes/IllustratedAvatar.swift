import FoundationEssentials
import Glibc
import MotionKit

/// A face built from paths inside a disc of the bot's soft tint: shoulders in its accent,
/// its skin and haircut, and its details (freckles, earrings, glasses, a beard). Everything
/// is kept inside the disc by construction, so no clipping is needed and vector output stays
/// clean. Coordinates are in units of the disc's radius from its centre, y down.
struct IllustratedAvatar {
    let bot: Bot
    let tint: BotTint
    let center: Point
    let unit: Double

    private var face: BotFace { bot.face }
    private var ink: Color { face.skin.mixed(with: Color(red: 0.12, green: 0.06, blue: 0.04), 0.8) }
    private var shade: Color { face.skin.mixed(with: Color(red: 0.35, green: 0.15, blue: 0.1), 0.22) }

    // The head: an upright ellipse a little above the disc's centre.
    private let headCenter = (x: 0.0, y: -0.1)
    private let headRadius = (x: 0.33, y: 0.39)
    private let eyeY = -0.1
    private let eyeX = 0.125

    /// The head and everything on it is drawn a little larger than its design grid and nudged
    /// down, so the face fills the disc; the shoulders use the disc's own grid (`rim`).
    private let headZoom = 1.16
    private let headDrop = 0.03

    private func p(_ x: Double, _ y: Double) -> Point {
        Point(center.x + x * headZoom * unit, center.y + (y * headZoom + headDrop) * unit)
    }

    private func rim(_ x: Double, _ y: Double) -> Point { Point(center.x + x * unit, center.y + y * unit) }

    /// A length on the head's grid, in box units.
    private func len(_ k: Double) -> Double { k * headZoom * unit }

    /// Points along the head's ellipse (grown by `grow`) between two angles, y down: -pi/2 is
    /// the crown, 0 the right cheek, pi/2 the chin.
    private func headArc(from a: Double, to b: Double, grow: Double = 0, steps: Int = 24) -> [Point] {
        (0...steps).map { i in
            let angle = a + (b - a) * Double(i) / Double(steps)
            return p(headCenter.x + (headRadius.x + grow) * cos(angle), headCenter.y + (headRadius.y + grow) * sin(angle))
        }
    }

    func draw(on c: MotionCanvas) {
        c.circle(center, radius: unit, tint.soft)
        if face.hairStyle == .long { longHairBehind(c) }
        body(c)
        let neckTop = p(-0.1, 0.1)
        c.fill(.rect(Rect(x: neckTop.x, y: neckTop.y, width: len(0.2), height: rim(0, 0.44).y - neckTop.y)), shade)
        for side in [-1.0, 1.0] {
            c.circle(p(side * (headRadius.x - 0.01), eyeY + 0.05), radius: len(0.075), face.skin)
        }
        c.fill(.ellipse(in: Rect(center: p(headCenter.x, headCenter.y),
                                 size: Size(len(2 * headRadius.x), len(2 * headRadius.y)))), face.skin)
        if face.extras.contains(.beard) { beard(c) }
        hair(c)
        features(c)
        if face.extras.contains(.earrings) { earrings(c) }
        if face.extras.contains(.glasses) { glasses(c) }
    }

    /// Shoulders in the bot's accent: the part of the disc below a soft shoulder line.
    private func body(_ c: MotionCanvas) {
        // The shoulder line meets the rim where y = 0.62, i.e. at x = ±sqrt(1 - 0.62²).
        let meet = 0.62, edge = (1 - meet * meet).squareRoot()
        var path = Path()
        path.move(to: rim(-edge, meet))
        path.curve(to: rim(-0.14, 0.38), control1: rim(-0.62, 0.4), control2: rim(-0.36, 0.36))
        path.curve(to: rim(0.14, 0.38), control1: rim(-0.06, 0.5), control2: rim(0.06, 0.5))
        path.curve(to: rim(edge, meet), control1: rim(0.36, 0.36), control2: rim(0.62, 0.4))
        path.arc(center: center, radius: unit, from: asin(meet), to: .pi - asin(meet))
        path.close()
        c.fill(path, tint.accent)
        // A neckline in skin so the collar reads.
        var neck = Path()
        neck.move(to: rim(-0.14, 0.38))
        neck.curve(to: rim(0.14, 0.38), control1: rim(-0.06, 0.5), control2: rim(0.06, 0.5))
        neck.curve(to: rim(-0.14, 0.38), control1: rim(0.05, 0.43), control2: rim(-0.05, 0.43))
        c.fill(neck, shade)
    }

    private func hair(_ c: MotionCanvas) {
        switch face.hairStyle {
        case .tuft: tuft(c)
        case .long: longHairFront(c)
        case .swept: swept(c)
        case .bun: bun(c)
        case .curls: curls(c)
        }
    }

    /// Hair drawn back tight from the face into a round bun on the crown.
    private func bun(_ c: MotionCanvas) {
        c.circle(p(0, -0.6), radius: len(0.17), face.hair)
        var path = Path()
        path.move(to: p(-0.36, -0.02))
        path.curve(to: p(0, -0.52), control1: p(-0.4, -0.34), control2: p(-0.22, -0.52))
        path.curve(to: p(0.36, -0.02), control1: p(0.22, -0.52), control2: p(0.4, -0.34))
        path.curve(to: p(0.02, -0.3), control1: p(0.3, -0.2), control2: p(0.18, -0.3))
        path.curve(to: p(-0.36, -0.02), control1: p(-0.16, -0.3), control2: p(-0.3, -0.2))
        path.close()
        c.fill(path, face.hair)
    }

    /// Tight curls: a ring of small discs around the crown over a cap.
    private func curls(_ c: MotionCanvas) {
        let cap = headArc(from: .pi * 1.02, to: .pi * 1.98, grow: 0.05) + [p(0.24, -0.26), p(-0.24, -0.26)]
        c.fill(.polygon(cap), face.hair)
        let ring = headArc(from: .pi * 0.98, to: .pi * 2.02, grow: 0.06, steps: 9)
        for point in ring { c.circle(point, radius: len(0.1), face.hair) }
    }

    /// A short cap with a ragged fringe and a curl standing up from the crown.
    private func tuft(_ c: MotionCanvas) {
        var points = headArc(from: .pi * 0.96, to: .pi * 2.04, grow: 0.035)
        points += [p(0.3, -0.22), p(0.22, -0.3), p(0.14, -0.24), p(0.04, -0.32), p(-0.06, -0.25),
                   p(-0.16, -0.33), p(-0.24, -0.24), p(-0.32, -0.18)]
        c.fill(.polygon(points), face.hair)
        var curl = Path()
        curl.move(to: p(-0.04, -0.46))
        curl.curve(to: p(0.1, -0.7), control1: p(-0.08, -0.58), control2: p(0.02, -0.68))
        curl.curve(to: p(0.14, -0.56), control1: p(0.17, -0.72), control2: p(0.2, -0.62))
        curl.curve(to: p(0.08, -0.46), control1: p(0.1, -0.55), control2: p(0.08, -0.5))
        curl.close()
        c.fill(curl, face.hair)
    }

    /// Long hair: a mass behind the head reaching the shoulders, drawn before the body.
    private func longHairBehind(_ c: MotionCanvas) {
        var path = Path()
        path.move(to: p(-0.4, -0.2))
        path.curve(to: p(0, -0.56), control1: p(-0.42, -0.46), control2: p(-0.22, -0.58))
        path.curve(to: p(0.4, -0.2), control1: p(0.22, -0.58), control2: p(0.42, -0.46))
        path.curve(to: p(0.5, 0.42), control1: p(0.44, 0.06), control2: p(0.52, 0.24))
        path.curve(to: p(-0.5, 0.42), control1: p(0.2, 0.56), control2: p(-0.2, 0.56))
        path.curve(to: p(-0.4, -0.2), control1: p(-0.52, 0.24), control2: p(-0.44, 0.06))
        path.close()
        c.fill(path, face.hair)
    }

    /// Long hair in front: the crown and a fringe swept to one side, leaving the face open.
    private func longHairFront(_ c: MotionCanvas) {
        var path = Path()
        path.move(to: p(-0.37, 0.02))
        path.curve(to: p(0, -0.53), control1: p(-0.42, -0.32), control2: p(-0.24, -0.53))
        path.curve(to: p(0.37, 0.02), control1: p(0.24, -0.53), control2: p(0.42, -0.32))
        path.curve(to: p(0.3, -0.2), control1: p(0.33, -0.08), control2: p(0.33, -0.15))
        path.curve(to: p(-0.27, -0.1), control1: p(0.14, -0.36), control2: p(-0.12, -0.3))
        path.curve(to: p(-0.3, 0.02), control1: p(-0.3, -0.06), control2: p(-0.3, -0.02))
        path.close()
        c.fill(path, face.hair)
    }

    /// Short hair swept back from a side parting, with a high hairline and sideburns.
    private func swept(_ c: MotionCanvas) {
        var path = Path()
        path.move(to: p(-0.35, -0.04))
        path.curve(to: p(-0.1, -0.54), control1: p(-0.4, -0.3), control2: p(-0.3, -0.52))
        path.curve(to: p(0.35, -0.04), control1: p(0.24, -0.58), control2: p(0.42, -0.32))
        path.line(to: p(0.3, -0.04))
        path.curve(to: p(0.14, -0.34), control1: p(0.3, -0.24), control2: p(0.24, -0.32))
        path.curve(to: p(-0.12, -0.36), control1: p(0.04, -0.36), control2: p(-0.04, -0.34))
        path.curve(to: p(-0.3, -0.04), control1: p(-0.24, -0.36), control2: p(-0.3, -0.24))
        path.close()
        c.fill(path, face.hair)
    }

    /// A full beard along the jaw with a moustache, leaving the mouth clear.
    private func beard(_ c: MotionCanvas) {
        var points = headArc(from: 0.02, to: .pi - 0.02, grow: 0.02)
        points += [p(-0.3, 0.04), p(-0.14, 0.1), p(-0.06, 0.07), p(0, 0.09), p(0.06, 0.07), p(0.14, 0.1), p(0.3, 0.04)]
        c.fill(.polygon(points), face.hair)
        // The mouth opening, in skin.
        c.fill(.ellipse(in: Rect(center: p(0, 0.155), size: Size(len(0.17), len(0.06)))), face.skin)
    }

    private func features(_ c: MotionCanvas) {
        let young = face.hairStyle == .tuft
        let eyeRadius = len(young ? 0.052 : 0.042)
        for side in [-1.0, 1.0] {
            let eye = p(side * eyeX, eyeY)
            c.circle(eye, radius: eyeRadius, ink)
            if young { c.circle(Point(eye.x + eyeRadius * 0.35, eye.y - eyeRadius * 0.35), radius: eyeRadius * 0.38, .white) }
            // Brows: soft arches, or straight and a little lowered inward for the stern.
            let browColor = face.hairStyle == .swept ? face.hair.mixed(with: ink, 0.45) : ink.withAlpha(0.85)
            var brow = Path()
            if face.extras.contains(.beard) {
                brow.move(to: p(side * (eyeX - 0.065), eyeY - 0.085))
                brow.line(to: p(side * (eyeX + 0.07), eyeY - 0.11))
            } else {
                brow.move(to: p(side * (eyeX - 0.06), eyeY - 0.1))
                brow.curve(to: p(side * (eyeX + 0.065), eyeY - 0.095),
                           control1: p(side * (eyeX - 0.02), eyeY - 0.135), control2: p(side * (eyeX + 0.035), eyeY - 0.135))
            }
            c.stroke(brow, browColor, width: len(0.032))
        }
        if face.extras.contains(.blush) {
            for side in [-1.0, 1.0] {
                c.circle(p(side * 0.2, 0.06), radius: len(0.065), Color(red: 0.95, green: 0.45, blue: 0.45, alpha: 0.35))
            }
        }
        if face.extras.contains(.freckles) {
            for side in [-1.0, 1.0] {
                for (dx, dy) in [(0.15, 0.0), (0.2, 0.03), (0.13, 0.05)] {
                    c.circle(p(side * dx, dy), radius: len(0.014), ink.withAlpha(0.45))
                }
            }
        }
        // Nose: a short curve in the skin's shade.
        var nose = Path()
        nose.move(to: p(0.0, -0.02))
        nose.curve(to: p(0.0, 0.06), control1: p(0.04, 0.02), control2: p(0.04, 0.06))
        c.stroke(nose, shade.mixed(with: ink, 0.3), width: len(0.03))
        // Mouth: a smile, wider for the young.
        let half = young ? 0.1 : 0.075
        let depth = face.extras.contains(.beard) ? 0.17 : 0.21
        var mouth = Path()
        mouth.move(to: p(-half, 0.14))
        mouth.curve(to: p(half, 0.14), control1: p(-half * 0.4, depth), control2: p(half * 0.4, depth))
        c.stroke(mouth, ink, width: len(0.035))
    }

    private func earrings(_ c: MotionCanvas) {
        for side in [-1.0, 1.0] {
            c.circle(p(side * (headRadius.x + 0.005), eyeY + 0.16), radius: len(0.038), c.palette.gold)
        }
    }

    private func glasses(_ c: MotionCanvas) {
        let frame = ink.withAlpha(0.95)
        for side in [-1.0, 1.0] {
            let lens = p(side * eyeX, eyeY)
            c.circle(lens, radius: len(0.095), Color.white.withAlpha(0.18))
            c.strokeCircle(lens, radius: len(0.095), frame, width: len(0.03))
            c.line(from: p(side * (eyeX + 0.095), eyeY - 0.01), to: p(side * (headRadius.x - 0.01), eyeY - 0.03), frame, width: len(0.028))
        }
        var bridge = Path()
        bridge.move(to: p(-eyeX + 0.095, eyeY - 0.01))
        bridge.curve(to: p(eyeX - 0.095, eyeY - 0.01), control1: p(-0.01, eyeY - 0.05), control2: p(0.01, eyeY - 0.05))
        c.stroke(bridge, frame, width: len(0.028))
    }
}
