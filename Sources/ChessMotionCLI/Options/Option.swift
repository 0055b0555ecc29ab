import SceneSettings

/// One option a command accepts, declared once: the parser reads command lines with it and the
/// help text is written from it, so the two cannot disagree.
struct Option: Sendable, Hashable {
    /// What follows the option's name.
    enum Kind: Sendable, Hashable {
        /// Nothing: present or absent.
        case flag
        /// Any word: a name, a path, a list of moves.
        case text
        /// A number, refused at parse time outside `range`.
        case number(ClosedRange<Double>?)
        /// A whole number, refused at parse time outside `range`.
        case integer(ClosedRange<Int>?)
        /// One of a fixed set of words.
        case choice([String])
    }

    /// Where the value an absent option stands for comes from, as the help text says it.
    enum Default: Sendable, Hashable {
        case none
        /// A value or a description of one ("0.8", "the scene's still time"), taken from the
        /// constant the code uses so that the help cannot drift from it.
        case text(String)
        /// The user's settings: the help says so and, when it can read them, what they hold now.
        case setting(SettingsKey)
    }

    /// The long name, with its dashes: `--theme`.
    let name: String
    /// A one-letter alias, with its dash: `-o`.
    let short: String?
    /// The placeholder shown after the name (`FILE`); nil for flags, and for choices, whose
    /// cases are shown instead.
    let valueName: String?
    let kind: Kind
    /// Repeatable options collect every occurrence in order; any other keeps the last one.
    let repeatable: Bool
    let help: String
    let defaultValue: Default

    init(_ name: String, short: String? = nil, value valueName: String? = nil, kind: Kind, repeatable: Bool = false,
         help: String, default defaultValue: Default = .none) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.kind = kind
        self.repeatable = repeatable
        self.help = help
        self.defaultValue = defaultValue
    }

    static func flag(_ name: String, short: String? = nil, help: String, default defaultValue: Default = .none) -> Option {
        Option(name, short: short, kind: .flag, help: help, default: defaultValue)
    }

    /// The same option described for one command: the size options say what `--scale`
    /// multiplies and what is drawn by default, which differ from command to command.
    func with(help: String? = nil, default defaultValue: Default? = nil) -> Option {
        Option(name, short: short, value: valueName, kind: kind, repeatable: repeatable, help: help ?? self.help,
               default: defaultValue ?? self.defaultValue)
    }

    var takesValue: Bool { kind != .flag }

    /// The words that name this option on a command line.
    var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

    /// What the help shows after the name: `FILE`, `light|dark`, or nothing for a flag.
    var placeholder: String? {
        switch kind {
        case .flag: nil
        case .choice(let cases): valueName ?? cases.joined(separator: "|")
        case .text, .number, .integer: valueName ?? "VALUE"
        }
    }

    /// `-o, --output FILE` or `--flip`, as the help's left column shows it.
    var synopsis: String {
        let names = (short.map { "\($0), " } ?? "") + name
        return placeholder.map { "\(names) \($0)" } ?? names
    }
}

/// Options listed under one heading in a command's help ("Output", "Rendering options"...).
/// A command accepts exactly the options of the groups it declares, and the global ones.
struct OptionGroup: Sendable, Hashable {
    let title: String
    let options: [Option]

    init(_ title: String, _ options: [Option]) {
        self.title = title
        self.options = options
    }
}
