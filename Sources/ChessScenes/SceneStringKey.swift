/// Every word the built-in scenes draw or speak (captions, alt text), by its key in the strings files. The English table must
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

    // Words spoken rather than drawn: captions and alt text (`ChessWords`, `PositionWords`).
    /// A piece by side and kind (`speech.piece.white.pawn`: "white pawn"); see `piece(_:)`.
    case speechPieceWhiteKing = "speech.piece.white.king"
    case speechPieceWhiteQueen = "speech.piece.white.queen"
    case speechPieceWhiteRook = "speech.piece.white.rook"
    case speechPieceWhiteBishop = "speech.piece.white.bishop"
    case speechPieceWhiteKnight = "speech.piece.white.knight"
    case speechPieceWhitePawn = "speech.piece.white.pawn"
    case speechPieceBlackKing = "speech.piece.black.king"
    case speechPieceBlackQueen = "speech.piece.black.queen"
    case speechPieceBlackRook = "speech.piece.black.rook"
    case speechPieceBlackBishop = "speech.piece.black.bishop"
    case speechPieceBlackKnight = "speech.piece.black.knight"
    case speechPieceBlackPawn = "speech.piece.black.pawn"
    /// A kind alone, one and several (`speech.kind.rook`, `speech.kinds.rook`); see `kind(_:count:)`.
    case speechKindKing = "speech.kind.king"
    case speechKindQueen = "speech.kind.queen"
    case speechKindRook = "speech.kind.rook"
    case speechKindBishop = "speech.kind.bishop"
    case speechKindKnight = "speech.kind.knight"
    case speechKindPawn = "speech.kind.pawn"
    case speechKindsKing = "speech.kinds.king"
    case speechKindsQueen = "speech.kinds.queen"
    case speechKindsRook = "speech.kinds.rook"
    case speechKindsBishop = "speech.kinds.bishop"
    case speechKindsKnight = "speech.kinds.knight"
    case speechKindsPawn = "speech.kinds.pawn"
    /// `{piece}` and `{square}`: a move, a capture, en passant.
    case speechMove = "speech.move"
    case speechCapture = "speech.capture"
    case speechEnPassant = "speech.en-passant"
    case speechWhiteCastlesKingside = "speech.white-castles-kingside"
    case speechWhiteCastlesQueenside = "speech.white-castles-queenside"
    case speechBlackCastlesKingside = "speech.black-castles-kingside"
    case speechBlackCastlesQueenside = "speech.black-castles-queenside"
    case speechWhitePasses = "speech.white-passes"
    case speechBlackPasses = "speech.black-passes"
    /// `{move}` (the words so far) and `{kind}`.
    case speechPromotion = "speech.promotion"
    /// `{move}`: the words so far, then the check.
    case speechCheck = "speech.check"
    case speechCheckmate = "speech.checkmate"
    /// Alt text: what a picture of a board shows, sentence by sentence.
    case altPosition = "alt.position"
    case altWhiteToMove = "alt.white-to-move"
    case altBlackToMove = "alt.black-to-move"
    /// `{side}` (`game.white`) and `{pieces}`; each group `{kind} on {squares}`, lists ending `{list} and {last}`.
    case altSidePieces = "alt.side-pieces"
    case altPieceOn = "alt.piece-on"
    case altListAnd = "alt.list-and"
    case altNoPieces = "alt.no-pieces"
    case altLastMove = "alt.last-move"
    /// A diagram's lit move, by its `{from}` and `{to}` squares: no position before it is known.
    case altLastMoveSquares = "alt.last-move-squares"
    /// A check marked on a diagram's `{square}`, where its position does not say it.
    case altCheckOn = "alt.check-on"
    case altWhiteInCheck = "alt.white-in-check"
    case altBlackInCheck = "alt.black-in-check"
    case altWhiteCheckmated = "alt.white-checkmated"
    case altBlackCheckmated = "alt.black-checkmated"
    case altStalemate = "alt.stalemate"
    /// `{marks}`: each arrow, circle and fill the picture draws.
    case altMarks = "alt.marks"
    case altArrow = "alt.arrow"
    case altCircle = "alt.circle"
    case altFill = "alt.fill"
    /// Captions of a scene's own text: `{names}` of the rivals, the `{name}` picked, a game's `{white}` and `{black}`.
    case captionRivals = "caption.rivals"
    case captionPicked = "caption.picked"
    case captionPlayers = "caption.players"
    /// The language's ISO 639-2 code, which a video's subtitle track is tagged with ("eng", "spa").
    case captionLanguage = "caption.language"

    /// The key naming a bot's tagline in a strings file.
    package static func tagline(of botID: String) -> String { "bot.\(botID).tagline" }
    /// The key naming a bot's name, for a locale that writes it in its own script.
    package static func name(of botID: String) -> String { "bot.\(botID).name" }
}
