/// Writes `--help` from a command's declarations: the usage lines and prose the command
/// provides, and every option of every group it declares, with defaults from their source.
enum HelpFormatter {
    /// Lines are wrapped to this many columns.
    static let width = 100
    /// Where an option's description starts.
    static let column = 27

    static func help(for command: any Command.Type, context: HelpContext) -> String {
        var sections: [String] = []
        let usage = command.usage.enumerated().map { index, line in
            (index == 0 ? "Usage: " : "       ") + "chess-motion " + line
        }
        sections.append(usage.joined(separator: "\n"))
        if !command.discussion.isEmpty { sections.append(command.discussion) }
        if !command.arguments.isEmpty {
            sections.append((["Arguments:"] + command.arguments.flatMap { entry($0.name, $0.help) }).joined(separator: "\n"))
        }
        for group in command.allOptionGroups where !group.options.isEmpty {
            sections.append(optionSection(group, context: context))
        }
        if !command.notes.isEmpty { sections.append(command.notes) }
        if !command.examples.isEmpty {
            sections.append((["Examples:"] + command.examples.map { "  chess-motion " + $0 }).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// `chess-motion --help`: the commands, each with its summary, and the global options.
    static func overview(commands: [any Command.Type], context: HelpContext) -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { "  " + $0.name.padded(toLength: width + 2) + $0.summary }
        return [
            "chess-motion: render ChessMotion's onboarding scenes, and check the chess in them.",
            "Usage: chess-motion [--settings PATH] COMMAND [OPTIONS] [--] [ARGUMENTS]",
            (["Commands:"] + lines).joined(separator: "\n"),
            optionSection(GlobalOptions.topLevel, context: context),
            """
            --settings PATH is accepted before or after the command's name; '--' ends the options, so
            a file whose name starts with '-' can follow it. An option's value may follow it as the
            next word or after '=' (--t 4.4, --t=4.4). Run 'chess-motion COMMAND --help' (or
            'chess-motion help COMMAND') for a command's options and examples.
            """,
        ].joined(separator: "\n\n")
    }

    static func optionSection(_ group: OptionGroup, context: HelpContext) -> String {
        let lines = group.options.flatMap { option in
            entry(option.synopsis, [option.help, context.defaultText(option.defaultValue)].compactMap { $0 }.joined(separator: " "))
        }
        return ([group.title + ":"] + lines).joined(separator: "\n")
    }

    /// One row of a two-column listing: the name at two spaces, the description wrapped at
    /// `column` (on the next line when the name is too long to leave room).
    private static func entry(_ name: String, _ description: String) -> [String] {
        let indent = String(repeating: " ", count: column)
        let wrapped = wrap(description, width: width - column)
        let head = "  " + name
        guard head.count + 2 <= column else {
            return [head] + wrapped.map { indent + $0 }
        }
        let first = head.padded(toLength: column) + (wrapped.first ?? "")
        return [first] + wrapped.dropFirst().map { indent + $0 }
    }

    /// Words filled into lines of at most `width` characters (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
