import ChessMotionSupport
import FoundationEssentials

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

    /// Where each top-level member's value stands in the file that was read (under its
    /// current name after migration), so that a refusal can give the line; none for a member
    /// set since.
    private var positions: [String: DataFileLocation] = [:]

    /// Reads a file's bytes with the reader every data file uses. Refuses, with the file and the
    /// position, anything it cannot read faithfully: bad JSON, a non-object, a newer schema, a
    /// value of the wrong type. A bad value under `mending`, a key about to be set, is passed
    /// over (left as it is, read as the default) so that `settings set KEY` can repair the very
    /// key an error pointed at.
    public init(parsing bytes: some Collection<UInt8>, file: String, mending: SettingsKey? = nil) throws(SettingsError) {
        self.file = file
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes, file: file) } catch {
            guard case .notJSON(_, let line, let column, let reason) = error else {
                throw .unreadable(file: file, reason: error.description)
            }
            throw .corrupt(file: file, line: line, column: column, reason: reason)
        }
        guard case .object(var object) = document.root else { throw .notAnObject(file: file, found: document.root.kindDescription) }
        var positions: [String: DataFileLocation] = [:]
        do {
            for (key, value) in try document.reader.members() { positions[key] = value.location }
        } catch {
            throw .notAnObject(file: file, found: document.root.kindDescription)
        }

        let version = try Self.version(of: object, file: file)
        guard version <= UserSettings.schemaVersion else {
            throw .futureVersion(file: file, found: version, supported: UserSettings.schemaVersion)
        }
        try SettingsMigration.migrate(&object, positions: &positions, from: version, file: file, mending: mending)
        object["version"] = .number(String(UserSettings.schemaVersion))
        object.moveToFront("version")
        self.positions = positions
        self.object = object
        settings = .defaults
        for key in SettingsKey.allCases {
            guard let stored = object[key.rawValue] else { continue }
            do { try key.assign(json: stored, to: &settings, from: origin(of: key.rawValue)) } catch where key == mending {
                continue
            }
        }
    }

    /// The file, and where in it `key`'s value was written when it was read from there.
    func origin(of key: String) -> SettingsValueOrigin {
        let position = positions[key]
        return .file(file, line: position?.line, column: position?.column)
    }

    /// Where a stored setting came from, for a refusal when it is used.
    public func origin(of key: SettingsKey) -> SettingsValueOrigin {
        origin(of: key.rawValue)
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
    package mutating func set(_ key: SettingsKey, text: String, catalogue: SettingsCatalogue) throws(SettingsError) {
        try key.assign(text: text, to: &settings, from: .argument, catalogue: catalogue)
        object[key.rawValue] = key.json(in: settings)
        positions[key.rawValue] = nil
    }

    /// Writes `key`'s current value into the file explicitly, so that a reset file shows every
    /// setting a user can change.
    mutating func storeExplicitly(_ key: SettingsKey) {
        object[key.rawValue] = key.json(in: settings)
        positions[key.rawValue] = nil
    }

    /// The file's new contents: indented JSON, `"version"` first, unknown keys where they were.
    public func encoded() -> Data {
        Data(JSONValue.object(object).formatted().utf8)
    }
}
