import ChessMotionSupport
import Foundation

/// A settings file as read: the whole JSON object (migrated to the current schema), with the
/// known keys decoded on top. Keeping the raw object is what lets a rewrite preserve keys this
/// version does not know, so an older tool never erases a newer one's settings.
public struct SettingsDocument: Sendable, Hashable {
    /// The file this document was read from or will be written to (for messages).
    public let file: String
    /// Every member of the file, migrated, with `"version"` first.
    package private(set) var object: JSONObject
    /// The defaults, overlaid with the keys the file sets.
    public private(set) var settings: UserSettings

    /// The document for a file that does not exist yet: defaults, nothing stored.
    public init(file: String) {
        self.file = file
        object = JSONObject(["version": .number(String(UserSettings.schemaVersion))])
        settings = .defaults
    }

    /// Reads a file's bytes. Refuses, with the file and the position, anything it cannot read
    /// faithfully: bad JSON, a non-object, a newer schema, a value of the wrong type. A bad value
    /// under `mending`, a key about to be set, is passed over (left as it is, read as the
    /// default) so that `settings set KEY` can repair the very key an error pointed at.
    public init(parsing bytes: some Collection<UInt8>, file: String, mending: SettingsKey? = nil) throws(SettingsError) {
        self.file = file
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw .corrupt(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        guard case .object(var object) = value else { throw .notAnObject(file: file, found: value.kindDescription) }

        let version = try Self.version(of: object, file: file)
        guard version <= UserSettings.schemaVersion else {
            throw .futureVersion(file: file, found: version, supported: UserSettings.schemaVersion)
        }
        try SettingsMigration.migrate(&object, from: version, file: file, mending: mending)
        object["version"] = .number(String(UserSettings.schemaVersion))
        object.moveToFront("version")

        var settings = UserSettings.defaults
        for key in SettingsKey.allCases {
            guard let stored = object[key.rawValue] else { continue }
            do { try key.assign(json: stored, to: &settings, file: file) } catch where key == mending {
                continue
            }
        }
        self.object = object
        self.settings = settings
    }

    /// The schema version a file declares; a file without one predates versioning (version 0).
    static func version(of object: JSONObject, file: String) throws(SettingsError) -> Int {
        guard let declared = object["version"] else { return 0 }
        guard case .number(let literal) = declared, let version = Int(literal), version >= 0 else {
            throw .invalidVersion(file: file, found: declared.formatted().trimmingSuffix("\n"))
        }
        return version
    }

    /// The keys the file sets explicitly (the rest are defaults).
    public var storedKeys: [SettingsKey] {
        SettingsKey.allCases.filter { object[$0.rawValue] != nil }
    }

    /// Members this version does not understand, kept as they are on every rewrite.
    public var unknownKeys: [String] {
        object.keys.filter { $0 != "version" && SettingsKey(named: $0) == nil }
    }

    /// Sets `key` from text a user typed, checked against the catalogue of installed names.
    public mutating func set(_ key: SettingsKey, text: String, catalogue: SettingsCatalogue) throws(SettingsError) {
        try key.assign(text: text, to: &settings, from: .argument, catalogue: catalogue)
        object[key.rawValue] = key.json(in: settings)
    }

    /// Writes `key`'s current value into the file explicitly, so that a reset file shows every
    /// setting a user can change.
    mutating func storeExplicitly(_ key: SettingsKey) {
        object[key.rawValue] = key.json(in: settings)
    }

    /// The file's new contents: indented JSON, `"version"` first, unknown keys where they were.
    public func encoded() -> Data {
        Data(JSONValue.object(object).formatted().utf8)
    }
}
