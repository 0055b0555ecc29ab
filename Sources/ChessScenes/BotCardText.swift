import MotionKit

/// A card's words in the scene's locale, each fitted to the card once, when the scene is made:
/// the name and the rating shrink, the tagline wraps onto a second line and then shrinks, the
/// level's pill shrinks its label. The validator asks the same value what it did, so a script
/// is warned about a word the card had to squeeze.
package struct BotCardText: Sendable, Hashable {
    package let name: FittedLines
    package let level: FittedLines
    package let rating: FittedLines
    package let tagline: FittedLines

    package static let nameStyle = TextStyle(size: 14, weight: .bold)
    package static let levelStyle = TextStyle(size: 7.5, weight: .bold)
    package static let ratingStyle = TextStyle(size: 8.5, weight: .semibold)
    package static let taglineStyle = TextStyle(size: 7.5, italic: true)

    /// The room each line has on the card, inside its rounded edge.
    package static let nameWidth = BotCard.size.width - 16
    package static let lineWidth = BotCard.size.width - 12
    /// The pill's widest, less its dots and padding (`BotCard.levelPill`).
    static func levelWidth(rank: Int) -> Double { BotCard.size.width - 8 - (Double(rank) * 4 + 3) - 14 }

    package init(bot: Bot, words: Localizer) {
        name = FittedLines.fit(words.name(of: bot), style: Self.nameStyle, width: Self.nameWidth)
        level = FittedLines.fit(words.level(bot.level).uppercased(), style: Self.levelStyle, width: Self.levelWidth(rank: bot.level.rank))
        rating = FittedLines.fit(words.text(.cardRating, ["rating": String(bot.rating)]), style: Self.ratingStyle, width: Self.lineWidth)
        tagline = FittedLines.fit(words.tagline(of: bot), style: Self.taglineStyle, width: Self.lineWidth, maxLines: 2)
    }

    /// What had to give, by part: "name", "level", "rating", "tagline".
    package var adjusted: [(part: String, fit: FittedLines)] {
        [("name", name), ("level", level), ("rating", rating), ("tagline", tagline)].filter { !$0.1.isAsWritten }
    }
}
