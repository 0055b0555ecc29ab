import MotionKit

/// A rival's card: the avatar over a header in the bot's tint, then its name, level, rating
/// and tagline. Drawn at its full size around `center`; scenes scale the canvas for compact
/// layouts so the card keeps its proportions.
struct BotCard {
    static let size = Size(104, 168)
    static let cornerRadius = 14.0
    static let headerHeight = 60.0
    static let avatarRadius = 27.0
    static let avatarCenterY = 48.0

    let bot: Bot
    let style: AvatarStyle
    /// The card's words in the scene's locale, fitted to it.
    let words: BotCardText

    /// `picked` (0...1, may overshoot) brings in the chosen card's outline and check mark.
    func draw(on canvas: MotionCanvas, center: Point, picked: Double = 0) {
        let c = canvas
        let tint = bot.colors[c.environment.colorScheme]
        let frame = Rect(center: center, size: Self.size)
        let top = frame.minY

        c.shadow(frame, radius: Self.cornerRadius, offsetY: 3, spread: 8,
                 under: frame, faceRadius: Self.cornerRadius, faceColor: c.palette[.surfaceRaised])
        c.fillRoundedRect(frame, radius: Self.cornerRadius, c.palette[.surfaceRaised])
        c.fill(header(frame), tint.soft)
        c.strokeRoundedRect(frame, radius: Self.cornerRadius, c.palette[.border], width: 1)

        let avatarCenter = Point(center.x, top + Self.avatarCenterY)
        c.fill(style.outline(center: avatarCenter, radius: Self.avatarRadius, grow: 2.5), c.palette[.surfaceRaised])
        style.draw(bot, on: c, center: avatarCenter, radius: Self.avatarRadius)

        lines(words.name, on: c, center: Point(center.x, top + 93), style: BotCardText.nameStyle, color: c.palette.text)
        levelPill(c, tint: tint, center: Point(center.x, top + 113))
        lines(words.rating, on: c, center: Point(center.x, top + 133), style: BotCardText.ratingStyle,
              color: c.palette.text.withAlpha(0.8))
        lines(words.tagline, on: c, center: Point(center.x, top + 149), style: BotCardText.taglineStyle,
              color: c.palette.secondaryText)

        guard picked > 0 else { return }
        var chosen = c
        chosen.fade(picked)
        chosen.strokeRoundedRect(frame.insetBy(-1), radius: Self.cornerRadius + 1, tint.accent, width: 2.5)
        let badge = Point(frame.maxX - 12, top + 12)
        chosen.scale(max(0, picked), around: badge)
        chosen.circle(badge, radius: 9, tint.accent)
        var tick = Path()
        tick.move(to: Point(badge.x - 4, badge.y + 0.2))
        tick.line(to: Point(badge.x - 1.2, badge.y + 3))
        tick.line(to: Point(badge.x + 4.2, badge.y - 3))
        chosen.stroke(tick, tint.ink, width: 1.8)
    }

    /// Fitted text centred on `center`: one line as written, or its lines stacked about the
    /// centre, scaled by the fit.
    private func lines(_ text: FittedLines, on c: MotionCanvas, center: Point, style: TextStyle, color: Color) {
        var canvas = c
        if text.isShrunk { canvas.scale(text.scale, around: center) }
        let step = style.size * 1.2
        for (index, line) in text.lines.enumerated() {
            let offset = (Double(index) - Double(text.lines.count - 1) / 2) * step
            canvas.text(line, at: Point(center.x, center.y + offset), style: style, color: color)
        }
    }

    /// The card's top with its rounded corners and a straight lower edge.
    private func header(_ frame: Rect) -> Path {
        let r = Self.cornerRadius
        var p = Path()
        p.move(to: Point(frame.minX, frame.minY + Self.headerHeight))
        p.line(to: Point(frame.minX, frame.minY + r))
        p.arc(center: Point(frame.minX + r, frame.minY + r), radius: r, from: .pi, to: 3 * .pi / 2)
        p.arc(center: Point(frame.maxX - r, frame.minY + r), radius: r, from: -.pi / 2, to: 0)
        p.line(to: Point(frame.maxX, frame.minY + Self.headerHeight))
        p.close()
        return p
    }

    /// The level as a tinted pill with one to three dots, so it reads without the word too.
    private func levelPill(_ c: MotionCanvas, tint: BotTint, center: Point) {
        var style = BotCardText.levelStyle
        if words.level.isShrunk { style.size *= words.level.scale }
        let label = words.level.lines[0]
        let textWidth = c.measure(label, style: style).width
        let dots = Double(bot.level.rank)
        let dotsWidth = dots * 4 + 3
        let width = textWidth + dotsWidth + 14
        let pill = Rect(center: center, size: Size(width, 14))
        c.fillRoundedRect(pill, radius: 7, tint.accent.withAlpha(0.16))
        let x0 = pill.minX + 7
        for i in 0..<bot.level.rank {
            c.circle(Point(x0 + 1.5 + Double(i) * 4, center.y), radius: 1.5, tint.accent)
        }
        c.text(label, at: Point(x0 + dotsWidth, center.y), style: style, color: tint.accent, anchor: .leading)
    }
}
