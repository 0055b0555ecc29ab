import FoundationEssentials
import Glibc
import MotionKit

/// Every game played is a coin; ten coins forge the first badge.
/// Entry: the coins drop onto a ring one by one. Action: at 2.75 the ring melts and the badge
/// flips into view in a shower of sparks. Result: the counter names the badge. Rest: 4.4.
/// On a foldable the ring and the words move off the hinge (see `Layout`).
public struct CoinsScene: MotionScene {
    public let duration = 6.0
    public let stillTime = 4.4

    // Whole-scene fades.
    static let fadeIn = (start: 0.0, end: 0.25)
    static let fadeOut = (start: 5.4, end: 5.9)

    /// When the headline starts to fade in.
    static let headlineIn = 0.1

    // The ring of coins.
    static let ringCenter = Point(180, 124)
    static let ringRadius = 88.0
    static let coinCount = 10
    static let coinRadius = 10.5
    static let firstCoin = 0.35
    static let coinInterval = 0.2
    static let coinDrop = 64.0
    static let coinSpring = 16.0

    // The forge.
    static let forgeStart = 2.75
    static let meltEnd = 3.05
    static let badgeFlip = 3.0
    static let badgeSpring = 10.0
    static let badgeRadius = 42.0
    static let sparksStart = 3.05
    static let sparksLife = 0.9
    static let sparkCount = 12
    static let resultAt = 3.45

    // Text.
    static let headlineY = 18.0
    static let counterY = 252.0

    /// The words drawn, in the scene's locale.
    public let words: Localizer

    public init(words: Localizer) {
        self.words = words
    }

    /// The instant coin `i` starts to drop.
    static func coinTime(_ i: Int) -> Double { firstCoin + coinInterval * Double(i) }

    /// Coin `i`'s resting place on the ring, starting at the top and going clockwise.
    static func coinPlace(_ i: Int) -> Point {
        let angle = -Double.pi / 2 + Double(i) * 2 * .pi / Double(coinCount)
        return Point(ringCenter.x + ringRadius * cos(angle), ringCenter.y + ringRadius * sin(angle))
    }

    /// The badge's centre: the ring's centre, where the still frame shows it whole.
    public static var badgeCenter: Point { ringCenter }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(M.smooth(Self.fadeIn.start, Self.fadeIn.end, t) * (1 - M.smooth(Self.fadeOut.start, Self.fadeOut.end, t)))
        // The posture decides where the ring and the words go (Layout); the ring is drawn at its
        // design place through a moved canvas, so the timings below read as designed.
        let layout = Layout.make(for: c.environment.posture, box: c.box)
        drawHeadline(c, t: t, at: layout.headline, scale: layout.textScale, width: layout.textWidth)
        var ring = c
        layout.placeRing(&ring)
        drawRing(ring, t: t)
        drawSparks(ring, t: t)
        drawBadge(ring, t: t)
        drawCounter(c, t: t, at: layout.counter, scale: layout.textScale, width: layout.textWidth)
    }

    /// `width` is the room on the words' panel, before `scale`.
    private func drawHeadline(_ canvas: MotionCanvas, t: Double, at point: Point, scale: Double, width: Double) {
        var c = canvas
        c.fade(M.smooth(Self.headlineIn, Self.headlineIn + 0.4, t))
        if scale != 1 { c.scale(scale, around: point) }
        c.text(words.text(.coinsHeadline), at: point, style: .caption(11), color: c.palette.secondaryText, fitting: width / scale)
    }

    private func drawRing(_ canvas: MotionCanvas, t: Double) {
        let melt = M.smooth(Self.forgeStart, Self.meltEnd, t)
        guard melt < 1 else { return }
        // The ring's guide glows gold as it fills, then melts inward with the coins.
        let pull = M.smooth(Self.forgeStart, Self.meltEnd + 0.15, t)
        let radius = M.lerp(Self.ringRadius, Self.badgeRadius * 0.6, pull)
        let filled = Double(landedCoins(at: t)) / Double(Self.coinCount)
        var guide = canvas
        guide.fade(M.smooth(0.2, 0.6, t) * (1 - melt))
        guide.strokeCircle(Self.ringCenter, radius: radius, guide.palette[.border], width: 2)
        guide.stroke(arc(radius: radius, fraction: filled), guide.palette.gold, width: 2.5)

        for i in 0..<Self.coinCount {
            let ti = Self.coinTime(i)
            guard t > ti else { continue }
            var coin = canvas
            coin.fade(M.clamp((t - ti) * 6) * (1 - melt))
            let place = Self.coinPlace(i)
            let drop = M.spring(t - ti, w: Self.coinSpring)
            let resting = Point(place.x, place.y - Self.coinDrop * (1 - drop))
            // Melting pulls every coin in with the shrinking ring.
            let shrink = radius / Self.ringRadius
            let center = Point(Self.ringCenter.x + (resting.x - Self.ringCenter.x) * shrink,
                               Self.ringCenter.y + (resting.y - Self.ringCenter.y) * shrink)
            drawCoin(coin, at: center, radius: Self.coinRadius * (1 - 0.35 * pull))
        }
    }

    private func drawCoin(_ c: MotionCanvas, at center: Point, radius: Double) {
        c.circle(Point(center.x, center.y + 1.2), radius: radius, c.palette[.shadow])
        c.circle(center, radius: radius, c.palette.accent)
        c.strokeCircle(center, radius: radius * 0.72, c.palette[.accentSoft].withAlpha(0.8), width: 1.2)
        c.fill(.star(center: center, points: 5, outer: radius * 0.42, inner: radius * 0.18), c.palette[.accentSoft])
    }

    private func drawSparks(_ canvas: MotionCanvas, t: Double) {
        let age = t - Self.sparksStart
        guard age > 0, age < Self.sparksLife else { return }
        let p = age / Self.sparksLife
        let travel = 1 - pow(1 - p, 3)
        for k in 0..<Self.sparkCount {
            let angle = 0.26 + Double(k) * 2 * .pi / Double(Self.sparkCount)
            // Alternate sparks fly further so the burst does not read as a perfect circle.
            let reach = k.isMultiple(of: 2) ? 96.0 : 74.0
            let distance = 34 + (reach - 34) * travel
            let center = Point(Self.ringCenter.x + distance * cos(angle), Self.ringCenter.y + distance * sin(angle))
            var spark = canvas
            spark.fade(1 - p)
            let size = 1.5 + 3.5 * (1 - p)
            spark.fill(.star(center: center, points: 4, outer: size, inner: size * 0.35, rotation: angle), spark.palette.gold)
        }
    }

    private func drawBadge(_ canvas: MotionCanvas, t: Double) {
        let rise = M.spring(t - Self.badgeFlip, w: Self.badgeSpring)
        guard rise > 0 else { return }
        var c = canvas
        c.fade(M.clamp(rise * 2))
        // The flip: the badge turns edge-on to face-on about its vertical axis, and grows in.
        let face = max(0.02, min(rise, 1.08))
        c.scale(x: face, y: 1, around: Self.ringCenter)
        c.scale(M.lerp(0.55, 1, rise), around: Self.ringCenter)
        let center = Self.ringCenter
        let r = Self.badgeRadius

        // Ribbon tails behind the medal.
        for side in [-1.0, 1.0] {
            let tail = Path.polygon([
                Point(center.x + side * 10, center.y + r * 0.55),
                Point(center.x + side * 30, center.y + r * 1.35),
                Point(center.x + side * 21, center.y + r * 1.25),
                Point(center.x + side * 16, center.y + r * 1.5),
                Point(center.x + side * 2, center.y + r * 0.7),
            ])
            c.fill(tail, c.palette.accent)
        }
        c.circle(Point(center.x, center.y + 2.5), radius: r, c.palette[.shadow])
        c.circle(center, radius: r, c.palette[.goldDeep])
        c.circle(center, radius: r - 3.5, c.palette.gold)
        c.strokeCircle(center, radius: r - 9, c.palette[.goldDeep].withAlpha(0.55), width: 1.4)
        c.fill(.star(center: Point(center.x, center.y - 4), points: 5, outer: 19, inner: 8), c.palette.surface)
        c.text("10", at: Point(center.x, center.y + 21), style: TextStyle(size: 9, weight: .bold), color: c.palette[.goldDeep])
    }

    private func drawCounter(_ canvas: MotionCanvas, t: Double, at point: Point, scale: Double, width: Double) {
        let result = M.smooth(Self.resultAt, Self.resultAt + 0.25, t)
        var base = canvas
        if scale != 1 { base.scale(scale, around: point) }
        var counting = base
        counting.fade(M.smooth(0.3, 0.6, t) * (1 - result))
        let landed = landedCoins(at: t)
        let total = String(Self.coinCount)
        counting.text(words.text(.coinsCounter, ["count": String(landed), "total": total]), at: point,
                      style: TextStyle(size: 15, weight: .semibold), color: counting.palette.text, fitting: width / scale)

        guard result > 0 else { return }
        var earned = base
        earned.fade(result)
        earned.scale(1 + 0.12 * M.bump(t, Self.resultAt, len: 0.18, w: 26), around: point)
        earned.text(words.text(.coinsBadgeForged), at: Point(point.x, point.y - 6),
                    style: TextStyle(size: 15, weight: .bold), color: earned.palette.text, fitting: width / scale)
        earned.text(words.text(.coinsGamesPlayed, ["total": total]), at: Point(point.x, point.y + 12),
                    style: .caption(10), color: earned.palette.secondaryText, fitting: width / scale)
    }

    /// Coins that have landed: a coin counts once its spring has passed its first peak.
    private func landedCoins(at t: Double) -> Int {
        (0..<Self.coinCount).filter { t >= Self.coinLanding($0) }.count
    }

    /// When coin `i` lands: its spring's first peak, where the ring counts it (and it sounds).
    static func coinLanding(_ i: Int) -> Double { coinTime(i) + Motion.springPeak(w: coinSpring).time }

    /// When the badge lands: its rise's first peak.
    static var badgeLanding: Double { badgeFlip + Motion.springPeak(w: badgeSpring).time }

    /// An arc of the ring from the top, clockwise, covering `fraction` of it.
    private func arc(radius: Double, fraction: Double) -> Path {
        var p = Path()
        guard fraction > 0 else { return p }
        let start = -Double.pi / 2
        p.arc(center: Self.ringCenter, radius: radius, from: start, to: start + 2 * .pi * fraction)
        return p
    }
}
