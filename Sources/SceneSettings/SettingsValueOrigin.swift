import ChessMotionSupport

/// Where a setting's value came from, so that a refusal points at the place to fix it: the
/// settings file (and which key), a per-run flag, or the `settings set` command line.
public enum SettingsValueOrigin: Sendable, Hashable {
    /// The settings file at this path, and where in it the value was written when known (a
    /// value read from the file; not one set since).
    case file(String, line: Int? = nil, column: Int? = nil)
    /// A rendering command's flag such as `--theme`.
    case option(String)
    /// The VALUE of `chess-motion settings set KEY VALUE`.
    case argument

    /// How the value is named at the start of a message. `shownValue` is the value as the user
    /// wrote it: JSON text for the file (so `"dark"` and `5` read as written), the word for the
    /// command line.
    func subject(key: String, shownValue: String) -> String {
        switch self {
        case .file(let path, let line?, let column?): "\(path):\(line):\(column): \"\(key)\" is \(shownValue), which"
        case .file(let path, _, _): "\(path): \"\(key)\" is \(shownValue), which"
        case .option(let option): "\(option) '\(shownValue)'"
        case .argument: "\(key) '\(shownValue)'"
        }
    }

    /// A value from the command line is shown as typed; one from the file as JSON text.
    func show(_ text: String) -> String {
        if case .file = self { return JSONValue.quoted(text) }
        return text
    }

    /// What to do about a bad value in the file; nothing for the command line, where the
    /// message already names the word to retype.
    func remedy(key: String) -> String {
        if case .file = self {
            return " (choose another with 'chess-motion settings set \(SettingsMigration.currentName(of: key)) VALUE')"
        }
        return ""
    }
}
