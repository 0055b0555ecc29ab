import BoardKit
import ChessMotionSupport
import MotionKit

extension BotsScene {
    /// What this intro resolves to, for the kit page (`Web/scenes/bots.js`): its timing and the
    /// pick's shift from the design, the rivals as the bots file describes them (colours, face,
    /// glyph: what the avatars are drawn from), each card's words in the scene's locale already
    /// fitted to the card (`BotCardText`), the headline and title in that locale, and the
    /// board's plan (every move resolved by ChessCore into piece tracks). The page draws this
    /// with the design's own constants; it never reads the script, the string tables or a rule.
    /// `title` names the scene in the page's menu; `fixed` holds a script's own theme, pieces
    /// and avatars (nil: the page's controls choose).
    package func kitPlanJSON(title: String, fixed: (theme: String?, pieces: String?, avatars: String?) = (nil, nil, nil)) -> JSONValue {
        var plan = JSONObject()
        plan["version"] = .number(String(Self.kitPlanVersion))
        plan["kind"] = .string("intro")
        plan["name"] = .string(title)
        plan["duration"] = .number(duration)
        plan["still"] = .number(stillTime)
        plan["speed"] = .number(speed)
        plan["fadeIn"] = .array([.number(self.plan.fadeIn.lowerBound), .number(self.plan.fadeIn.upperBound)])
        plan["fadeOut"] = .array([.number(self.plan.fadeOut.lowerBound), .number(self.plan.fadeOut.upperBound)])
        plan["pickAt"] = .number(self.plan.pickAt)
        plan["shift"] = .number(self.plan.shift)
        plan["picked"] = .number(String(pickedIndex))
        plan["orientation"] = .string(self.plan.orientation.description)
        plan["coordinates"] = .bool(self.plan.coordinates)
        plan["theme"] = fixed.theme.map { .string($0) } ?? .null
        plan["pieces"] = fixed.pieces.map { .string($0) } ?? .null
        plan["avatars"] = fixed.avatars.map { .string($0) } ?? .null
        plan["mainSpringRole"] = mainSpring.map { .string($0.role) } ?? .null
        plan["locale"] = .string(words.locale)
        plan["strings"] = .object(JSONObject([
            "headline": .string(words.text(.botsHeadline)),
            "title": .string(gameTitle),
        ]))
        plan["rivals"] = .array(zip(rivals, cardTexts).map { Self.rivalJSON($0, text: $1) })
        plan["board"] = timeline.planJSON()
        return .object(plan)
    }


    /// Bumped when a field changes meaning; the page refuses a plan of another version.
    package static let kitPlanVersion = 1

    /// A rival in the bots file's own shape (so the page reads it as it reads that file), with
    /// the card's fitted words.
    private static func rivalJSON(_ bot: Bot, text: BotCardText) -> JSONValue {
        func tint(_ t: BotTint) -> JSONValue {
            .object(JSONObject(["accent": .string(t.accent.hexString), "soft": .string(t.soft.hexString), "ink": .string(t.ink.hexString)]))
        }
        func fitted(_ lines: FittedLines) -> JSONValue {
            .object(JSONObject(["lines": .array(lines.lines.map { .string($0) }), "scale": .number(lines.scale)]))
        }
        var object = JSONObject()
        object["id"] = .string(bot.id)
        object["name"] = .string(bot.name)
        object["level"] = .string(bot.level.rawValue)
        object["rating"] = .number(String(bot.rating))
        object["tagline"] = .string(bot.tagline)
        object["colors"] = .object(JSONObject(["light": tint(bot.colors.light), "dark": tint(bot.colors.dark)]))
        object["face"] = .object(JSONObject([
            "skin": .string(bot.face.skin.hexString), "hair": .string(bot.face.hair.hexString),
            "hairStyle": .string(bot.face.hairStyle.rawValue),
            "extras": .array(bot.face.extras.map(\.rawValue).sorted().map { .string($0) }),
        ]))
        object["glyph"] = .string(bot.glyph.rawValue)
        object["card"] = .object(JSONObject([
            "name": fitted(text.name), "level": fitted(text.level), "rating": fitted(text.rating), "tagline": fitted(text.tagline),
        ]))
        return .object(object)
    }
}
