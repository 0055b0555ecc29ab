import FoundationEssentials

/// The words a scene draws, in one locale with English beneath: a key the locale's table lacks
/// is drawn in English, and `fallbacks` lists those keys so the tool can warn once about each.
/// Scenes never hold a word of their own; they ask a localizer, which the renderer hands them
/// with the rest of their assets.
public struct Localizer: Sendable, Hashable {
    public let table: StringTable
    public let fallback: StringTable

    /// `fallback` must hold every `SceneStringKey`, since nothing stands behind it.
    public init(table: StringTable, fallback: StringTable) throws(StringTableError) {
        let missing = SceneStringKey.allCases.map(\.rawValue).filter { fallback[$0] == nil }
        guard missing.isEmpty else { throw .incompleteFallback(locale: fallback.locale, missing: missing) }
        self.table = table
        self.fallback = fallback
    }

    /// English alone (the fallback table as the locale too).
    public init(english: StringTable) throws(StringTableError) {
        try self.init(table: english, fallback: english)
    }

    public var locale: String { table.locale }

    /// Keys the fallback table has and this locale's lacks, sorted: each is drawn in the
    /// fallback's words, and deserves one warning.
    public var fallbacks: [String] {
        fallback.keys.subtracting(table.keys).sorted()
    }

    /// One warning per key the locale lacks, naming it.
    public var fallbackWarnings: [String] {
        guard table.locale != fallback.locale else { return [] }
        return fallbacks.map {
            "the '\(table.locale)' strings have no \"\($0)\"; the '\(fallback.locale)' text is drawn instead"
        }
    }

    /// Whether any table knows `key` (a script's caption may name any key a table holds).
    public func knows(_ key: String) -> Bool {
        table[key] != nil || fallback[key] != nil
    }

    /// All keys known, for suggestions.
    public var knownKeys: [String] { table.keys.union(fallback.keys).sorted() }

    /// The text for `key` with its `{placeholders}` filled: the locale's, else the fallback's,
    /// else `default` (a bot the tables do not know keeps the bots file's words), else the key.
    public func text(_ key: String, default defaultText: String? = nil, _ values: [String: String] = [:]) -> String {
        let template = table[key] ?? fallback[key] ?? defaultText ?? key
        return Self.fill(template, values)
    }

    package func text(_ key: SceneStringKey, _ values: [String: String] = [:]) -> String {
        text(key.rawValue, values)
    }

    public func level(_ level: BotLevel) -> String {
        switch level {
        case .beginner: text(.levelBeginner)
        case .intermediate: text(.levelIntermediate)
        case .advanced: text(.levelAdvanced)
        }
    }

    /// A bot's name in this locale: the tables' `bot.ID.name` when one writes it, else the
    /// bots file's.
    public func name(of bot: Bot) -> String {
        text(SceneStringKey.name(of: bot.id), default: bot.name)
    }

    public func tagline(of bot: Bot) -> String {
        text(SceneStringKey.tagline(of: bot.id), default: bot.tagline)
    }

    /// Replaces each `{name}` whose name is in `values`; other braces are left as written. One
    /// pass over the bytes: a board's alt text fills a template per piece, and Foundation's
    /// search-and-replace per name was a fifth of a small board's answer (perf, `serve`).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        let bytes = Array(template.utf8)
        var result = ""
        var (index, copied) = (0, 0)
        while index < bytes.count {
            guard bytes[index] == open else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, bytes[end] != close, bytes[end] != open { end += 1 }
            if end < bytes.count, bytes[end] == close, let value = values[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)] {
                result += String(decoding: bytes[copied..<index], as: UTF8.self) + value
                index = end + 1
                copied = index
            } else {
                index += 1
            }
        }
        return result + String(decoding: bytes[copied...], as: UTF8.self)
    }
}
