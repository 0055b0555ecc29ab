import ChessMotion
import ChessScenes
import FoundationEssentials
import SceneSettings

struct SettingsCommand: Command {
    static let name = "settings"
    static let summary = "Show or change the stored settings scenes are drawn with."
    static let usage = [
        "settings show [--json]",
        "settings get KEY",
        "settings set KEY VALUE",
        "settings reset",
        "settings path",
    ]
    static let discussion = """
    The board theme, piece set, avatar style, colour scheme and reduce motion that every
    rendering command uses unless one of its rendering options overrides them for one run
    (see 'chess-motion still --help'). Those options never change the file.

    Keys:
      theme          a board theme: a BoardThemes/NAME.json on the asset search path
                     (default \(defaults.theme))
      pieces         a piece set: a PieceSets/NAME/ folder on the asset search path
                     (default \(defaults.pieces))
      avatars        \(AvatarStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default \(defaults.avatars))
      scheme         \(SettingsKey.scheme.valueDescription) (default \(defaults.scheme.rawValue))
      reduceMotion   \(SettingsKey.reduceMotion.valueDescription) (default \(defaults.reduceMotion))
      locale         the language of the scenes' words: a Strings/NAME.json on the asset
                     search path (default \(defaults.locale))

    Subcommands:
      show           every setting, its value, whether it is stored or a default, and the
                     installed choices; --json prints the settings as JSON
      get KEY        one setting's value
      set KEY VALUE  store one setting (names are checked against what is installed) and
                     say what changed
      reset          move the current file aside to settings.json.backup-DATE and write the
                     defaults (the way out of a corrupt or newer file)
      path           the settings file in use
    """

    private static let defaults = UserSettings.defaults

    static let json = Option.flag("--json", help: "with show: print the settings as JSON, a valid settings file")
    static let optionGroups = [OptionGroup("Options", [json])]

    static let notes = """
    The settings file, first match wins:
      --settings PATH, then $CHESS_MOTION_SETTINGS, then
      $XDG_CONFIG_HOME/chess-motion/settings.json, then ~/.config/chess-motion/settings.json.
    With no file, the defaults serve. Writes are atomic and locked (settings.json.lock), keys this
    version does not know are kept, and a corrupt file is reported, never replaced.
    """

    static let examples = [
        "settings set theme midnight",
        "settings set reduceMotion true",
        "settings show --json",
        "still coins --scheme dark -o coins.png   # dark for this run only",
    ]

    private enum Subcommand: String, CaseIterable {
        case show, get, set, reset, path
    }

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let words = arguments.positionals
        guard let first = words.first else { throw UsageError.missingArgument("a subcommand: show, get, set, reset or path") }
        guard let subcommand = Subcommand(rawValue: first) else {
            throw UsageError.invalidChoice(option: "subcommand", value: first, choices: Subcommand.allCases.map(\.rawValue))
        }
        let asJSON = arguments.flag(json)
        if asJSON, subcommand != .show { throw UsageError.optionNotHere(json.name, onlyWith: "'settings show'") }

        let location = try SettingsLocation.resolve(explicitPath: arguments.text(GlobalOptions.settings))
        let store = SettingsStore(file: location.file)
        let operands = Array(words.dropFirst())
        switch subcommand {
        case .path:
            try expect(operands, names: [])
            Console.out(location.file.path)
        case .show:
            try expect(operands, names: [])
            let document = try store.load()
            Console.out(asJSON ? SettingsPresentation.json(document) : SettingsPresentation.table(
                document, location: location, catalogue: InstalledAssets.standard().catalogue))
        case .get:
            let key = try settingsKey(try expect(operands, names: ["KEY"])[0])
            Console.out(key.text(in: try store.load().settings))
        case .set:
            let words = try expect(operands, names: ["KEY", "VALUE"])
            let key = try settingsKey(words[0])
            Console.out(try set(key, to: words[1], in: store))
        case .reset:
            try expect(operands, names: [])
            if let backup = try store.reset() {
                Console.out("Wrote the defaults to \(store.file.path); the previous file is kept as \(backup.path)")
            } else {
                Console.out("Wrote the defaults to \(store.file.path)")
            }
        }
        return 0
    }

    /// Stores one value and says what changed: "theme: wood (was green)". The old value is
    /// read under the same lock as the write, so it is the one this write replaced.
    private static func set(_ key: SettingsKey, to text: String, in store: SettingsStore) throws -> String {
        var previous = "", wasStored = false
        let installed = InstalledAssets.standard()
        // A theme or piece set that is listed but does not load is refused before it is stored.
        try installed.checkLoadable(key, name: text)
        let catalogue = installed.catalogue
        let document = try store.update(mending: key) { (document: inout SettingsDocument) throws(SettingsError) in
            previous = key.text(in: document.settings)
            wasStored = document.storedKeys.contains(key)
            try document.set(key, text: text, catalogue: catalogue)
        }
        let now = key.text(in: document.settings)
        if now == previous { return "\(key): \(now) (unchanged)" }
        return "\(key): \(now) (was \(previous)\(wasStored ? "" : ", the default"))"
    }

    @discardableResult
    private static func expect(_ operands: [String], names: [String]) throws(UsageError) -> [String] {
        if operands.count < names.count { throw .missingArgument(names[operands.count]) }
        if operands.count > names.count { throw .unexpectedArgument(operands[names.count]) }
        return operands
    }

    private static func settingsKey(_ word: String) throws(UsageError) -> SettingsKey {
        guard let key = SettingsKey(named: word) else {
            throw .invalidChoice(option: "KEY", value: word, choices: SettingsKey.allCases.map(\.rawValue))
        }
        return key
    }
}
