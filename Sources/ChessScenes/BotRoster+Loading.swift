import Foundation
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
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try decode(data, file: url.path)
    }

    public static func decode(_ data: Data, file: String) throws(BotDataError) -> BotRoster {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw .malformed(file: file, reason: JSONErrorDescription.describe(error))
        }
        guard let object = root as? [String: Any] else {
            throw .malformed(file: file, reason: "the top level must be an object with \"bots\"")
        }
        let top = BotFileObject(object, file: file, path: "")
        try top.allowOnly(["bots"])
        guard let list = object["bots"] else { throw .missingKey(file: file, path: "bots") }
        guard let entries = list as? [Any] else {
            throw .badValue(file: file, path: "bots", reason: "must be a list of bots")
        }
        guard !entries.isEmpty else { throw .empty(file: file) }
        var bots: [Bot] = []
        for (index, entry) in entries.enumerated() {
            bots.append(try bot(entry, index: index, file: file))
        }
        do { return try BotRoster(bots: bots) } catch {
            if case .duplicateID(_, let id) = error { throw .duplicateID(file: file, id: id) }
            throw error
        }
    }

    static let botKeys = ["id", "name", "level", "rating", "tagline", "colors", "face", "glyph"]
    static let tintKeys = ["accent", "soft", "ink"]
    static let faceKeys = ["skin", "hair", "hairStyle", "extras"]
    /// A rating outside this range is a typo, not a bot.
    public static let ratingRange = 100...3500

    private static func bot(_ value: Any, index: Int, file: String) throws(BotDataError) -> Bot {
        guard let object = value as? [String: Any] else {
            throw .badValue(file: file, path: "bots[\(index)]", reason: "must be an object")
        }
        // Name the bot by its id in messages once it is known: "bots[1] (sofia).face.skin".
        let label = (object["id"] as? String).map { "bots[\(index)] (\($0))" } ?? "bots[\(index)]"
        let entry = BotFileObject(object, file: file, path: label)
        try entry.allowOnly(botKeys)

        let id = try entry.string("id")
        guard id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
            throw .badValue(file: file, path: "\(label).id", reason: "'\(id)' must be lower-case ASCII letters, digits or '-'")
        }
        let name = try entry.string("name")
        let level = try entry.choice("level", as: BotLevel.self)
        let rating = try entry.integer("rating", in: ratingRange)
        let tagline = try entry.string("tagline")

        let colors = try entry.object("colors")
        try colors.allowOnly(ColorScheme.allCases.map(\.rawValue))
        let light = try tint(colors.object("light"))
        let dark = try tint(colors.object("dark"))

        let faceEntry = try entry.object("face")
        try faceEntry.allowOnly(faceKeys)
        let extras = try faceEntry.choices("extras", as: FaceExtra.self)
        let face = BotFace(skin: try faceEntry.color("skin"), hair: try faceEntry.color("hair"),
                           hairStyle: try faceEntry.choice("hairStyle", as: HairStyle.self), extras: Set(extras))

        return Bot(id: id, name: name, level: level, rating: rating, tagline: tagline,
                   colors: BotColors(light: light, dark: dark), face: face,
                   glyph: try entry.choice("glyph", as: BotGlyph.self))
    }

    private static func tint(_ entry: BotFileObject) throws(BotDataError) -> BotTint {
        try entry.allowOnly(tintKeys)
        return BotTint(accent: try entry.color("accent"), soft: try entry.color("soft"), ink: try entry.color("ink"))
    }
}

/// One JSON object of the bots file and where it is, so every accessor can name the key path
/// in its error.
struct BotFileObject {
    let values: [String: Any]
    let file: String
    let path: String

    init(_ values: [String: Any], file: String, path: String) {
        self.values = values
        self.file = file
        self.path = path
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Sorted, so a file with several problems always reports the same one first.
    func allowOnly(_ known: [String]) throws(BotDataError) {
        for key in values.keys.sorted() where !known.contains(key) {
            throw .unknownKey(file: file, path: keyPath(key), known: known)
        }
    }

    func value(_ key: String) throws(BotDataError) -> Any {
        guard let value = values[key] else { throw .missingKey(file: file, path: keyPath(key)) }
        return value
    }

    func string(_ key: String) throws(BotDataError) -> String {
        guard let text = try value(key) as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .badValue(file: file, path: keyPath(key), reason: "must be a non-empty string")
        }
        return text
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(BotDataError) -> Int {
        let raw = try value(key)
        // JSON's true bridges to 1; a rating of `true` is a mistake, not a number.
        guard !(raw is Bool), let whole = raw as? Int else {
            throw .badValue(file: file, path: keyPath(key), reason: "must be a whole number")
        }
        guard range.contains(whole) else {
            throw .badValue(file: file, path: keyPath(key), reason: "\(whole) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return whole
    }

    func color(_ key: String) throws(BotDataError) -> Color {
        guard let text = try value(key) as? String else {
            throw .badValue(file: file, path: keyPath(key), reason: "the value must be a string like \"#7A4FD4\"")
        }
        do { return try Color(hex: text) } catch {
            throw .badValue(file: file, path: keyPath(key), reason: error.description)
        }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, as: T.Type) throws(BotDataError) -> T where T.RawValue == String {
        let known = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = try value(key) as? String else {
            throw .badValue(file: file, path: keyPath(key), reason: "must be one of: \(known)")
        }
        guard let choice = T(rawValue: text) else {
            throw .badValue(file: file, path: keyPath(key), reason: "'\(text)' is not one of: \(known)")
        }
        return choice
    }

    /// An optional list of names; absent means none.
    func choices<T: RawRepresentable & CaseIterable>(_ key: String, as: T.Type) throws(BotDataError) -> [T] where T.RawValue == String {
        guard let raw = values[key] else { return [] }
        let known = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard let list = raw as? [Any] else {
            throw .badValue(file: file, path: keyPath(key), reason: "must be a list of: \(known)")
        }
        var result: [T] = []
        for (index, item) in list.enumerated() {
            guard let text = item as? String, let choice = T(rawValue: text) else {
                throw .badValue(file: file, path: "\(keyPath(key))[\(index)]", reason: "'\(item)' is not one of: \(known)")
            }
            result.append(choice)
        }
        return result
    }

    func object(_ key: String) throws(BotDataError) -> BotFileObject {
        guard let object = try value(key) as? [String: Any] else {
            throw .badValue(file: file, path: keyPath(key), reason: "must be an object")
        }
        return BotFileObject(object, file: file, path: keyPath(key))
    }
}
