import ChessMotion
import Foundation
import SceneSettings

struct SettingsCommand: Command {
    static let name = "settings"
    static let summary = "Show or change the stored settings scenes are drawn with."
    static let help = """
    Usage: chess-motion settings show [--json]
           chess-motion settings get KEY
           chess-motion settings set KEY VALUE
           chess-motion settings reset
           chess-motion settings path

    The board theme, piece set, avatar style, colour scheme and reduce motion that every
    rendering command uses unless a flag overrides them for one run (--theme, --pieces,
    --avatars, --scheme, --reduce-motion / --no-reduce-motion). Flags never change the file.

    Keys:
      theme          a board theme: a BoardThemes/NAME.json on the asset search path (default green)
      pieces         a piece set: a PieceSets/NAME/ folder on the asset search path (default staunton)
      avatars        illustrated, monogram or glyph (default illustrated)
      scheme         light or dark (default light)
      reduceMotion   true or false (default false)

    Subcommands:
      show           every setting, its value, whether it is stored or a default, and the
                     installed choices; --json prints the settings as JSON
      get KEY        one setting's value
      set KEY VALUE  store one setting; names are checked against what is installed
      reset          move the current file aside to settings.json.backup-DATE and write the
                     defaults (the way out of a corrupt or newer file)
      path           the settings file in use

    The settings file, first match wins:
      --settings PATH, then $CHESS_MOTION_SETTINGS, then
      $XDG_CONFIG_HOME/chess-motion/settings.json, then ~/.config/chess-motion/settings.json.
    With no file, the defaults serve. Writes are atomic and locked (settings.json.lock), keys this
    version does not know are kept, and a corrupt file is reported, never replaced.

    Examples:
      chess-motion settings set theme midnight
      chess-motion settings set reduceMotion true
      chess-motion settings show --json
      chess-motion still coins --scheme dark -o coins.png   # dark for this run only
    """

    private enum Subcommand: String, CaseIterable {
        case show, get, set, reset, path
    }

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let json = arguments.flag("--json")
        let words = try arguments.positionals()
        guard let first = words.first else { throw UsageError.missingArgument("a subcommand: show, get, set, reset or path") }
        guard let subcommand = Subcommand(rawValue: first) else {
            throw UsageError.invalidChoice(option: "subcommand", value: first, choices: Subcommand.allCases.map(\.rawValue))
        }
        if json, subcommand != .show { throw UsageError.unknownOption("--json") }

        let location = try SettingsLocation.resolve(explicitPath: arguments.settingsPath)
        let store = SettingsStore(file: location.file)
        let operands = Array(words.dropFirst())
        switch subcommand {
        case .path:
            try expect(operands, names: [])
            Console.out(location.file.path)
        case .show:
            try expect(operands, names: [])
            let document = try store.load()
            Console.out(json ? SettingsPresentation.json(document) : SettingsPresentation.table(
                document, location: location, catalogue: InstalledAssets.standard().catalogue))
        case .get:
            let key = try settingsKey(try expect(operands, names: ["KEY"])[0])
            Console.out(key.text(in: try store.load().settings))
        case .set:
            let words = try expect(operands, names: ["KEY", "VALUE"])
            let key = try settingsKey(words[0])
            let installed = InstalledAssets.standard()
            try installed.checkLoadable(key, name: words[1])
            try store.set(key, to: words[1], catalogue: installed.catalogue)
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
