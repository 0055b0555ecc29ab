/// Every word the built-in scenes draw, by its key in the strings files. The English table must
/// hold all of them (it is what every other locale falls back to); a bot's tagline and name are
/// keyed by the bot (`bot.ID.tagline`, `bot.ID.name`) and fall back to the bots file.
package enum SceneStringKey: String, Sendable, Hashable, CaseIterable {
    case coinsHeadline = "coins.headline"
    /// `{count}` of `{total}`.
    case coinsCounter = "coins.counter"
    case coinsBadgeForged = "coins.badge-forged"
    /// `{total}`.
    case coinsGamesPlayed = "coins.games-played"

    case botsHeadline = "bots.headline"
    /// `{name}`: the picked bot's.
    case botsTitle = "bots.title"
    /// `{rating}`.
    case cardRating = "card.rating"
    case levelBeginner = "level.beginner"
    case levelIntermediate = "level.intermediate"
    case levelAdvanced = "level.advanced"

    case clockHeadline = "clock.headline"
    case clockWhite = "clock.white"
    case clockBlack = "clock.black"
    case clockWaiting = "clock.waiting"
    case clockTapHint = "clock.tap-hint"
    case clockBlackFlagFell = "clock.black-flag-fell"
    case clockWhiteWinsOnTime = "clock.white-wins-on-time"
    case clockWhiteWins = "clock.white-wins"
    case clockOnTime = "clock.on-time"
    case clockFlagFell = "clock.flag-fell"
    case clockBlackOutOfTime = "clock.black-out-of-time"

    /// A game's player bar when the PGN names no player.
    case gameWhite = "game.white"
    case gameBlack = "game.black"
    /// How a game ended, after its result ("1–0 · checkmate").
    case gameCheckmate = "game.checkmate"
    case gameStalemate = "game.stalemate"
    case gameInsufficientMaterial = "game.insufficient-material"
    case gameFiftyMoveRule = "game.fifty-move-rule"
    case gameRepetition = "game.repetition"
    /// Lichess's and chess.com's `Termination` tags for a game lost on time or left.
    case gameTimeForfeit = "game.time-forfeit"
    case gameAbandoned = "game.abandoned"

    /// The key naming a bot's tagline in a strings file.
    package static func tagline(of botID: String) -> String { "bot.\(botID).tagline" }
    /// The key naming a bot's name, for a locale that writes it in its own script.
    package static func name(of botID: String) -> String { "bot.\(botID).name" }
}
