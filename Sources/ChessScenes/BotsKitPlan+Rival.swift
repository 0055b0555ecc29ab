import MotionKit

extension BotsKitPlan {
    /// A rival in the bots file's own shape (so the page reads it as it reads that file: the
    /// colours, face and glyph its avatars are drawn from), with the card's words already
    /// fitted in the scene's locale (`BotCardText`).
    struct Rival: Encodable, Sendable {
        struct Tint: Encodable, Sendable {
            var accent: String
            var soft: String
            var ink: String

            init(_ tint: BotTint) {
                (accent, soft, ink) = (tint.accent.hexString, tint.soft.hexString, tint.ink.hexString)
            }
        }

        struct Colors: Encodable, Sendable {
            var light: Tint
            var dark: Tint
        }

        struct Face: Encodable, Sendable {
            var skin: String
            var hair: String
            var hairStyle: String
            /// Sorted, so the same bot always writes the same plan.
            var extras: [String]
        }

        struct Fitted: Encodable, Sendable {
            var lines: [String]
            var scale: Double

            init(_ fitted: FittedLines) { (lines, scale) = (fitted.lines, fitted.scale) }
        }

        struct Card: Encodable, Sendable {
            var name: Fitted
            var level: Fitted
            var rating: Fitted
            var tagline: Fitted
        }

        var id: String
        var name: String
        var level: String
        var rating: Int
        var tagline: String
        var colors: Colors
        var face: Face
        var glyph: String
        var card: Card

        init(_ bot: Bot, text: BotCardText) {
            id = bot.id
            name = bot.name
            level = bot.level.rawValue
            rating = bot.rating
            tagline = bot.tagline
            colors = Colors(light: Tint(bot.colors.light), dark: Tint(bot.colors.dark))
            face = Face(skin: bot.face.skin.hexString, hair: bot.face.hair.hexString, hairStyle: bot.face.hairStyle.rawValue,
                        extras: bot.face.extras.map(\.rawValue).sorted())
            glyph = bot.glyph.rawValue
            card = Card(name: Fitted(text.name), level: Fitted(text.level), rating: Fitted(text.rating), tagline: Fitted(text.tagline))
        }
    }
}
