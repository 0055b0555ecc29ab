import ChessMotionSupport
import FoundationEssentials
import MotionKit

extension BotRoster {
    /// Reads the bots file:
    ///
    ///     { "bots": [ { "id": "sofia", "name": "Sofía", "level": "intermediate", "rating": 1450,
    ///                   "tagline": "...", "colors": { "light": {accent, soft, ink}, "dark": {...} },
    ///                   "face": { "skin", "hair", "hairStyle", "extras": [...] }, "glyph": "diamond" } ] }
    ///
    /// Unknown keys are errors rather than ignored, so a misspelt key is caught, not silently lost.
    public static func load(from url: URL) throws(BotDataError) -> BotRoster {
        do { return try read(JSONDocument.read(url)) } catch { throw .dataFile(error) }
    }

    public static func decode(_ data: Data, file: String) throws(BotDataError) -> BotRoster {
        do { return try read(JSONDocument(parsing: data, file: file)) } catch { throw .dataFile(error) }
    }

    static let botKeys = ["id", "name", "level", "rating", "tagline", "colors", "face", "glyph"]
    static let tintKeys = ["accent", "soft", "ink"]
    static let faceKeys = ["skin", "hair", "hairStyle", "extras"]
    /// A rating outside this range is a typo, not a bot.
    public static let ratingRange = 100...3500

    private static func read(_ document: JSONDocument) throws(DataFileError) -> BotRoster {
        let top = try document.reader.object(keys: ["bots"])
        let list = try top.member("bots")
        let entries = try list.elements()
        guard !entries.isEmpty else { throw list.invalid(expected: "a list of at least one bot") }
        var bots: [Bot] = []
        var placeOfID: [String: String] = [:]
        for element in entries {
            // Name the bot by its id in messages once it is known: "bots[1] (sofia).face.skin".
            let entry = try element.object()
            let labelled = (try? entry.string(at: "id")).map(entry.labelled) ?? entry
            let bot = try bot(labelled)
            if let first = placeOfID[bot.id] {
                throw try labelled.member("id").invalid(expected: "a new id: \(first) has it already")
            }
            placeOfID[bot.id] = labelled.keyPath
            bots.append(bot)
        }
        // Ids were checked above with their place, so the roster's own check cannot fail.
        do { return try BotRoster(bots: bots) } catch { throw list.invalid(expected: "a list of bots with distinct ids") }
    }

    private static func bot(_ entry: JSONReader) throws(DataFileError) -> Bot {
        _ = try entry.object(keys: botKeys)

        let idValue = try entry.member("id")
        let id = try idValue.nonBlankString()
        guard id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
            throw idValue.invalid(expected: "an id of lower-case ASCII letters, digits or '-'")
        }
        let name = try entry.nonBlankString(at: "name")
        let level = try entry.choice(at: "level", as: BotLevel.self)
        let rating = try entry.integer(at: "rating", in: ratingRange)
        let tagline = try entry.nonBlankString(at: "tagline")

        let colors = try entry.object(at: "colors", keys: ColorScheme.allCases.map(\.rawValue))
        let light = try tint(colors.object(at: "light"))
        let dark = try tint(colors.object(at: "dark"))

        let face = try entry.object(at: "face", keys: faceKeys)
        let skin = try face.color(at: "skin")
        let hair = try face.color(at: "hair")
        let hairStyle = try face.choice(at: "hairStyle", as: HairStyle.self)
        let extras = try face.optionalArray(at: "extras")?.map { (item) throws(DataFileError) in try item.choice(FaceExtra.self) }

        return Bot(id: id, name: name, level: level, rating: rating, tagline: tagline,
                   colors: BotColors(light: light, dark: dark),
                   face: BotFace(skin: skin, hair: hair, hairStyle: hairStyle, extras: Set(extras ?? [])),
                   glyph: try entry.choice(at: "glyph", as: BotGlyph.self))
    }

    private static func tint(_ entry: JSONReader) throws(DataFileError) -> BotTint {
        _ = try entry.object(keys: tintKeys)
        return BotTint(accent: try entry.color(at: "accent"), soft: try entry.color(at: "soft"), ink: try entry.color(at: "ink"))
    }
}
