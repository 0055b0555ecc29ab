import MotionKit

/// The bot's initial on a disc of its colour. The letter tells the bots apart, the colour
/// confirms it from across the room, and the pips under the letter give the level.
struct MonogramAvatar {
    let bot: Bot
    let tint: BotTint
    let center: Point
    let radius: Double

    func draw(on c: MotionCanvas) {
        c.circle(center, radius: radius, tint.accent)
        c.strokeCircle(center, radius: radius * 0.84, tint.ink.withAlpha(0.35), width: radius * 0.05)
        c.text(bot.initial, at: Point(center.x, center.y - radius * 0.1),
               style: TextStyle(size: radius * 0.95, weight: .bold), color: tint.ink)
        let count = bot.level.rank
        let gap = radius * 0.2
        for i in 0..<count {
            let x = center.x + (Double(i) - Double(count - 1) / 2) * gap
            c.circle(Point(x, center.y + radius * 0.56), radius: radius * 0.055, tint.ink)
        }
    }
}
