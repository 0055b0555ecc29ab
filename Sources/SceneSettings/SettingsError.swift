import ChessMotionSupport
/// Everything that can be wrong with settings, each case carrying the facts its message needs:
/// the file, the key, the position in the file, the valid choices. A bad file is reported,
/// never replaced; `settings reset` is the one way to start over, and it keeps a backup.
public enum SettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a folder in its place...).
    case unreadable(file: String, reason: String)
    /// The file is not JSON; line and column count from 1.
    case corrupt(file: String, line: Int, column: Int, reason: String)
    /// The file is JSON but not an object of settings.
    case notAnObject(file: String, found: String)
    /// The file was written by a newer schema than this tool knows.
    case futureVersion(file: String, found: Int, supported: Int)
    /// `"version"` is not a whole number.
    case invalidVersion(file: String, found: String)
    /// A key holds a value of the wrong type or outside its fixed choices.
    case invalidValue(origin: SettingsValueOrigin, key: String, value: String, expected: String)
    /// A name that is not in the catalogue of installed assets.
    case unknownName(origin: SettingsValueOrigin, key: SettingsKey, kind: AssetKind, name: String, valid: [String])
    /// A name that reads as a path, which could reach outside the asset folders.
    case pathInName(origin: SettingsValueOrigin, key: SettingsKey, kind: AssetKind, name: String)
    /// A name holding a character no name may (a control character, such as an escape
    /// sequence pasted by mistake); shown escaped, never raw.
    case invalidName(origin: SettingsValueOrigin, key: SettingsKey, kind: AssetKind, name: String)
    /// Writing, locking or moving the file failed; `operation` says which step.
    case unwritable(file: String, operation: String, reason: String)
    /// The path names a device, folder, FIFO or socket (`kind`, as "a character device"): only
    /// a regular file, a link to one, or nothing yet may be read, written or backed up.
    case notARegularFile(file: String, kind: String)
    /// The file is over the size a settings file may have; `size` is nil when it was only found
    /// to run past `limit` while reading.
    case tooLarge(file: String, size: Int?, limit: Int)
    /// The file is read-only (its permissions, as `r--r--r--`), or not writable by this user.
    case readOnly(file: String, permissions: String)
    /// `--settings ""` (or another way of naming the file) gave an empty path.
    case emptyPath(source: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "cannot read the settings file \(file): \(reason)"
        case .corrupt(let file, let line, let column, let reason):
            return "the settings file \(file) is not valid JSON: line \(line), column \(column): \(reason). "
                + Self.leftAlone
        case .notAnObject(let file, let found):
            return "the settings file \(file) holds \(found), not a JSON object of settings. " + Self.leftAlone
        case .futureVersion(let file, let found, let supported):
            return "the settings file \(file) has schema version \(found), written by a newer chess-motion; this one "
                + "reads version \(supported) and will not guess at a newer layout. Upgrade chess-motion, or use "
                + "--settings PATH (or CHESS_MOTION_SETTINGS) to point this one at a separate file"
        case .invalidVersion(let file, let found):
            return "the settings file \(file): \"version\" is \(found), but it must be a whole number such as "
                + "\(UserSettings.schemaVersion). " + Self.leftAlone
        case .invalidValue(let origin, let key, let value, let expected):
            return "\(origin.subject(key: key, shownValue: value)) is not valid: expected \(expected)"
                + origin.remedy(key: key)
        case .unknownName(let origin, let key, let kind, let name, let valid):
            let choices = valid.isEmpty
                ? "no \(kind.plural) are installed"
                : "the \(kind.plural) are: \(valid.joined(separator: ", "))"
            return "\(origin.subject(key: key.rawValue, shownValue: origin.show(name))) is not an installed "
                + "\(kind.singular); \(choices)" + origin.remedy(key: key.rawValue)
        case .pathInName(let origin, let key, let kind, let name):
            return "\(origin.subject(key: key.rawValue, shownValue: origin.show(name))) is a path, but a "
                + "\(kind.singular) is chosen by name only: no '/', no '..', no leading '.'"
                + origin.remedy(key: key.rawValue)
        case .invalidName(let origin, let key, let kind, let name):
            return "\(origin.subject(key: key.rawValue, shownValue: TerminalText.escaped(origin.show(name)))) is not a valid "
                + "\(kind.singular) name: a name has no control characters" + origin.remedy(key: key.rawValue)
        case .unwritable(let file, let operation, let reason):
            return "cannot write the settings file \(file): \(operation) failed: \(reason); the previous "
                + "settings are unchanged"
        case .notARegularFile(let file, let kind):
            return "the settings path \(file) is \(kind), not a regular file; it was not read or changed. Point "
                + "--settings (or CHESS_MOTION_SETTINGS) at a file"
        case .tooLarge(let file, let size, let limit):
            return "the settings file \(file) is "
                + (size.map { ByteCount.text($0) + ", " } ?? "")
                + "larger than the \(ByteCount.text(limit)) a settings file may be; it was not read. "
                + Self.leftAlone
        case .readOnly(let file, let permissions):
            return "the settings file \(file) is read-only (\(permissions)) for this user, so it was left as it "
                + "is; make it writable (chmod u+w \(file)) to change the settings"
        case .emptyPath(let source):
            return "\(source) names an empty path; give the settings file's path"
        }
    }

    private static let leftAlone = "The file was left as it is: fix it, or run 'chess-motion settings reset' "
        + "to move it aside to a backup and start again from the defaults"
}
