/// The options every command accepts, before or after its name: the settings file and help.
enum GlobalOptions {
    static let settings = Option(
        "--settings", value: "PATH", kind: .text,
        help: "read the settings from PATH instead of the standard location; 'chess-motion settings --help' says which")
    static let help = Option.flag("--help", short: "-h", help: "show this help")
    static let group = OptionGroup("Global options", [settings, help])

    /// Only before a command's name: the tool's version.
    static let version = Option.flag("--version", help: "print the version")
    static let topLevel = OptionGroup("Options", [settings, version, help])

    /// True when `words` ask for help before any `--`.
    static func wantHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != CommandLineParser.endOfOptions }.contains { help.spellings.contains($0) }
    }

    /// `--settings PATH` from words that may not parse as a whole (the help is still shown for
    /// a command line with a typo, and its defaults still come from the right file).
    static func settingsPath(in words: [String]) -> String? {
        var found: String?
        var index = 0
        let options = words.prefix { $0 != CommandLineParser.endOfOptions }
        while index < options.count {
            let word = options[index]
            if word == settings.name, index + 1 < options.count {
                found = options[index + 1]
                index += 1
            } else if word.hasPrefix(settings.name + "=") {
                found = String(word.dropFirst(settings.name.count + 1))
            }
            index += 1
        }
        return found
    }
}
