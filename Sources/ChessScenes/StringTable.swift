import ChessMotionSupport
import FoundationEssentials

/// One locale's words as a strings file holds them: `Strings/<locale>.json`, a flat JSON object
/// from a key (`"bots.headline"`) to its text (`"Choose your rival"`). Texts may hold
/// `{placeholders}` that a scene fills in (`"Your game with {name}"`).
///
/// A table is data, not code, so a user adds a language by dropping a file in their data folder;
/// tables for the same locale found on several roots of the search path are merged with
/// `merged(over:)`, the user's keys winning.
public struct StringTable: Sendable, Hashable {
    /// The locale the words are in: the file's name without `.json` ("en", "es", "pt-BR").
    public let locale: String
    public let entries: [String: String]

    public init(locale: String, entries: [String: String]) {
        self.locale = locale
        self.entries = entries
    }

    /// Where tables live relative to an assets root (see `AssetSearchPath`).
    public static let folder = "Strings"
    /// The locale every other falls back to, and the one that must hold every key.
    public static let fallbackLocale = AssetDefaults.locale

    public subscript(key: String) -> String? { entries[key] }

    public var keys: Set<String> { Set(entries.keys) }

    /// This table's entries with `other`'s underneath: a key this table lacks comes from `other`.
    public func merged(over other: StringTable) -> StringTable {
        StringTable(locale: locale, entries: entries.merging(other.entries) { mine, _ in mine })
    }

    /// Reads a strings file. Every value must be a string; a key must not be empty.
    ///
    /// Read through the guarded reader with the data files' cap: a strings file is dropped in by
    /// hand, and a 300 MB one once took gigabytes before anything could say it was wrong.
    public static func load(from url: URL, locale: String) throws(StringTableError) -> StringTable {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(url) } catch {
            switch error {
            case let .tooLarge(file, size, limit): throw .tooLarge(file: file, size: size, limit: limit)
            case let .unreadable(file, reason): throw .unreadable(file: file, reason: reason)
            case let .notARegularFile(file, kind): throw .unreadable(file: file, reason: "it is \(kind), not a regular file")
            default: throw .unreadable(file: url.path, reason: error.description)
            }
        }
        return try decode(Data(bytes), locale: locale, file: url.path)
    }

    public static func decode(_ data: Data, locale: String, file: String) throws(StringTableError) -> StringTable {
        let root: JSONValue
        do { root = try JSONParser.parse(data) } catch {
            throw .malformed(file: file, reason: error.description)
        }
        guard case .object(let object) = root else {
            throw .malformed(file: file, reason: "the top level must be an object of \"key\": \"text\" pairs, not \(root.kindDescription)")
        }
        var entries: [String: String] = [:]
        for member in object.members {
            guard !member.key.trimmingSpaces().isEmpty else { throw .emptyKey(file: file) }
            guard case .string(let text) = member.value else {
                throw .notText(file: file, key: member.key, found: member.value.kindDescription)
            }
            entries[member.key] = text
        }
        return StringTable(locale: locale, entries: entries)
    }
}
