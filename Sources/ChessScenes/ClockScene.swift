import FoundationEssentials
import Glibc
import MotionKit

/// A blitz finish on a chess clock. Entry: the clock rises, White's time running. Action: at
/// 1.55 White presses; the move is handed over and Black's last two seconds run. Result: at
/// 3.55 Black's flag falls and the verdict appears. Rest: 4.6. The clock adapts to the
/// posture (see `Layout`): split across an open foldable's panels, and in tabletop mode faces
/// up, pads down, with the real hinge drawn between them.
public struct ClockScene: MotionScene {
    public let duration = 6.0
    public let stillTime = 4.6

    // Whole-scene fades.
    static let fadeIn = (start: 0.0, end: 0.2)
    static let fadeOut = (start: 5.4, end: 5.9)

    // Entry: the headline fades in, the clock rises into place.
    static let headlineIn = 0.15
    static let riseAt = 0.05
    static let riseSpring = 11.0
    static let riseDrop = 18.0

    // Action: White's clock runs until the press, then Black's.
    static let whiteRunsAt = 0.5
    static let whiteTimeLeft = 41.6
    static let pressAt = 1.55
    static let pressSpring = 22.0
    static let tapLife = 0.4

    // Result: Black's flag falls the instant the time is gone.
    static let flagAt = 3.55
    /// Black's last seconds: from the press to the flag.
    static var blackTimeLeft: Double { flagAt - pressAt }
    static let flagSpring = 13.0
    /// When the flag has dropped: its spring's first peak.
    static var flagLanding: Double { flagAt + Motion.springPeak(w: flagSpring).time }
    static let resultAt = 3.8

    /// Tabular digits, so a running time never jitters sideways; installed with the default
    /// family (fonts-dejavu-core).
    static let digitsFamily = "DejaVu Sans Mono"

    /// The words drawn, in the scene's locale.
    public let words: Localizer

    public init(words: Localizer) {
        self.words = words
    }

    /// White's remaining seconds: running from `whiteRunsAt` until the press.
    static func whiteTime(at t: Double) -> Double {
        whiteTimeLeft - M.clamp(t - whiteRunsAt, 0, pressAt - whiteRunsAt)
    }

    /// Black's remaining seconds: running from the press until nothing is left.
    static func blackTime(at t: Double) -> Double {
        max(0, flagAt - max(t, pressAt))
    }

    /// "0:41" from twenty seconds up; tenths below, as blitz clocks show them ("0:01.4").
    static func format(_ seconds: Double) -> String {
        let tenths = Int((max(0, seconds) * 10 + 1e-9).rounded(.down))
        if tenths >= 200 {
            let whole = tenths / 10
            return "\(whole / 60):" + String(printf: "%02d", whole % 60)
        }
        return "0:" + String(printf: "%02d.%d", tenths / 10, tenths % 10)
    }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(M.smooth(Self.fadeIn.start, Self.fadeIn.end, t) * (1 - M.smooth(Self.fadeOut.start, Self.fadeOut.end, t)))
        let layout = Layout.make(for: c.environment.posture, box: c.box, words: words)

        if let flat = layout.flatPanel { c.fillRect(flat, c.palette[.surface].withAlpha(0.55)) }
        if let hinge = layout.drawnHinge { HingeDrawing.draw(hinge, on: c) }
        if let headline = layout.headline {
            var h = c
            h.fade(M.smooth(Self.headlineIn, Self.headlineIn + 0.35, t))
            h.text(words.text(.clockHeadline), at: headline, style: .caption(11), color: h.palette.secondaryText,
                   fitting: layout.textWidth)
        }

        let rise = M.spring(t - Self.riseAt, w: Self.riseSpring)
        var clock = c
        clock.fade(M.clamp(rise * 1.4))
        clock.translate(0, Self.riseDrop * (1 - rise))
        drawClock(clock, layout: layout, t: t)
        drawResult(c, layout: layout, t: t)
    }

    private func drawClock(_ c: MotionCanvas, layout: Layout, t: Double) {
        let press = M.spring(t - Self.pressAt, w: Self.pressSpring)
        let flag = M.smooth(Self.flagAt, Self.flagAt + 0.15, t)
        // Levers and pads: the side whose clock is not running has its lever down.
        let white = words.text(.clockWhite), black = words.text(.clockBlack)
        drawControl(c, side: layout.white, down: press, label: white, stone: .white, t: t, tapped: true)
        drawControl(c, side: layout.black, down: 1 - press, label: black, stone: .black, t: t, tapped: false)

        for body in layout.bodies {
            c.shadow(body, radius: 20, offsetY: 4, spread: 10, under: body, faceRadius: 20, faceColor: c.palette[.surfaceRaised])
            c.fillRoundedRect(body, radius: 20, c.palette[.surfaceRaised])
            c.strokeRoundedRect(body, radius: 20, c.palette[.border], width: 1.2)
        }
        let handover = M.clamp(press)
        drawDisplay(c, rect: layout.white.display, time: Self.format(Self.whiteTime(at: t)),
                    active: 1 - handover, flagged: 0, textSize: layout.displayTextSize, t: t)
        drawDisplay(c, rect: layout.black.display, time: Self.format(Self.blackTime(at: t)),
                    active: handover * (1 - flag), flagged: flag, textSize: layout.displayTextSize, t: t)
        drawFlag(c, display: layout.black.display, t: t)
        if layout.white.pad == nil {
            for (side, name, stone) in [(layout.white, white, Color.white), (layout.black, black, Color.black)] {
                sideLabel(c, name, stone: stone, at: side.label, width: side.display.width)
            }
        }
    }

    /// A lever on the casing, or a press pad on the flat panel; `down` is how far it is pressed.
    private func drawControl(_ c: MotionCanvas, side: Layout.Side, down: Double, label: String, stone: Color,
                             t: Double, tapped: Bool) {
        let pressedColor = c.palette[.border]
        let raisedColor = c.palette.accent
        if let button = side.button {
            let k = M.clamp(down)
            let lever = Rect(x: button.minX, y: button.minY + 5 * down, width: button.width, height: button.height)
            c.fillRoundedRect(Rect(center: Point(button.center.x, button.maxY + 4), size: Size(10, 10)), radius: 2,
                              c.palette[.border])
            c.fillRoundedRect(lever, radius: button.height / 2, raisedColor.mixed(with: pressedColor, k))
            if tapped { drawTap(c, at: Point(lever.center.x, lever.minY), t: t) }
        }
        if let pad = side.pad {
            let k = M.clamp(down)
            let rect = Rect(x: pad.minX, y: pad.minY + 2 * down, width: pad.width, height: pad.height)
            let face = c.palette[.surfaceRaised].mixed(with: c.palette[.border], 0.5 * k)
            c.shadow(rect, radius: 18, offsetY: 3 * (1 - k), spread: 8 * (1 - k) + 2, under: rect, faceRadius: 18, faceColor: face)
            c.fillRoundedRect(rect, radius: 18, face)
            c.strokeRoundedRect(rect, radius: 18, c.palette.accent.withAlpha(0.35 + 0.4 * (1 - k)), width: 1.5)
            // The hint goes once the game is over, and the label settles into the pad's middle.
            let hinted = 1 - M.smooth(Self.flagAt, Self.flagAt + 0.2, t)
            sideLabel(c, label, stone: stone, at: Point(rect.center.x, rect.center.y - 6 * hinted), width: rect.width - 20)
            var hint = c
            hint.fade(hinted)
            hint.text(words.text(k > 0.5 ? .clockWaiting : .clockTapHint), at: Point(rect.center.x, rect.center.y + 12),
                      style: .caption(8), color: c.palette.secondaryText, fitting: rect.width - 20)
            if tapped { drawTap(c, at: rect.center, t: t) }
        }
    }

    /// The press itself: a ring that spreads and fades from where the finger lands.
    private func drawTap(_ c: MotionCanvas, at point: Point, t: Double) {
        let age = t - Self.pressAt
        guard age > 0, age < Self.tapLife else { return }
        let k = age / Self.tapLife
        var ring = c
        ring.fade(1 - k)
        ring.strokeCircle(point, radius: 6 + 24 * (1 - pow(1 - k, 3)), ring.palette.accent, width: 2)
    }

    private func drawDisplay(_ c: MotionCanvas, rect: Rect, time: String, active: Double, flagged: Double,
                             textSize: Double, t: Double) {
        let idle = c.palette[.surface].mixed(with: c.palette.background, 0.5)
        var fill = idle.mixed(with: c.palette.accent, M.clamp(active))
        fill = fill.mixed(with: c.palette[.danger], flagged)
        c.fillRoundedRect(rect, radius: 12, fill)
        c.strokeRoundedRect(rect, radius: 12, c.palette[.border], width: 1)
        let lit = max(M.clamp(active), flagged)
        let textColor = c.palette.text.mixed(with: Color.white, lit)
        c.text(time, at: Point(rect.center.x, rect.center.y + 1),
               style: TextStyle(family: Self.digitsFamily, size: textSize, weight: .bold), color: textColor)
    }

    /// Black's flag drops into the corner of its display as the time runs out.
    private func drawFlag(_ c: MotionCanvas, display: Rect, t: Double) {
        let drop = M.spring(t - Self.flagAt, w: Self.flagSpring)
        guard drop > 0 else { return }
        var f = c
        f.fade(M.clamp(drop * 3))
        let base = Point(display.maxX - 14, display.minY + 22)
        f.rotate(-1.1 * (1 - drop), around: base)
        f.line(from: base, to: Point(base.x, base.y - 16), Color.white, width: 1.6)
        f.fill(.polygon([Point(base.x, base.y - 16), Point(base.x + 9, base.y - 12.5), Point(base.x, base.y - 9)]), Color.white)
    }

    /// A player's name after a stone of their colour, the pair centred on `point` and shrunk,
    /// if need be, to `room`.
    private func sideLabel(_ canvas: MotionCanvas, _ name: String, stone: Color, at point: Point, width room: Double) {
        let style = TextStyle(size: 11, weight: .semibold)
        let width = canvas.measure(name, style: style).width
        var c = canvas
        if width + 10 > room { c.scale(room / (width + 10), around: point) }
        let dot = Point(point.x - width / 2 - 5, point.y)
        c.circle(dot, radius: 4.5, stone)
        c.strokeCircle(dot, radius: 4.5, c.palette.secondaryText, width: 1)
        c.text(name, at: Point(point.x + 5, point.y), style: style, color: c.palette.text)
    }

    private func drawResult(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        let shown = M.smooth(Self.resultAt, Self.resultAt + 0.3, t)
        guard shown > 0 else { return }
        for result in layout.results {
            var r = canvas
            r.fade(shown)
            r.translate(0, 6 * (1 - shown))
            if result.detail.isEmpty {
                r.text(result.title, at: result.center, style: TextStyle(size: 11, weight: .bold), color: r.palette.text,
                       fitting: result.width)
            } else {
                r.text(result.title, at: Point(result.center.x, result.center.y - 8), style: TextStyle(size: 15, weight: .bold),
                       color: r.palette.text, fitting: result.width)
                r.text(result.detail, at: Point(result.center.x, result.center.y + 10), style: .caption(10),
                       color: r.palette.secondaryText, fitting: result.width)
            }
        }
    }
}
