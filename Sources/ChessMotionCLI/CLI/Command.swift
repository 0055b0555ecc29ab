/// One `chess-motion` subcommand. Each lives in its own file under Commands/ and is listed in
/// `CommandRegistry`. A command declares its options as groups; the parser accepts exactly
/// those (and the global ones), and the help is written from the same declarations.
protocol Command {
    /// The word typed after `chess-motion`.
    static var name: String { get }
    /// One line for `chess-motion --help`.
    static var summary: String { get }
    /// The synopsis lines, each after "chess-motion ".
    static var usage: [String] { get }
    /// What the command does, in paragraphs, before its arguments and options.
    static var discussion: String { get }
    /// The positional arguments, for the help's "Arguments" section.
    static var arguments: [ArgumentHelp] { get }
    /// Every option the command accepts besides the global ones, under headings.
    static var optionGroups: [OptionGroup] { get }
    /// Text after the options: formats, exit statuses, caveats.
    static var notes: String { get }
    /// Whole command lines, each after "chess-motion ", possibly with a trailing comment.
    static var examples: [String] { get }
    /// Runs with the parsed command line; returns the exit status. Throw `UsageError` for a
    /// malformed command line (exit 2) and any other error for a failure (exit 1).
    static func run(_ arguments: ParsedArguments) throws -> Int32
}

extension Command {
    static var arguments: [ArgumentHelp] { [] }
    static var notes: String { "" }

    /// Everything the parser accepts for this command: its groups, then the global options.
    static var allOptionGroups: [OptionGroup] { optionGroups + [GlobalOptions.group] }
    static var options: [Option] { allOptionGroups.flatMap(\.options) }

    /// Reads the words after the command's name against its declared options.
    static func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        try CommandLineParser.parse(words, options: options)
    }

    static func help(_ context: HelpContext) -> String {
        HelpFormatter.help(for: self, context: context)
    }
}

/// A positional argument as the help describes it.
struct ArgumentHelp: Sendable, Hashable {
    let name: String
    let help: String

    init(_ name: String, _ help: String) {
        self.name = name
        self.help = help
    }
}
