@testable import ChessMotionCLI
import Foundation
import TestSupport
import Testing

/// Every command's declared options against the help written from them: what the help lists
/// is accepted, and what is accepted is listed. Nothing here starts the binary.
@Suite("Command declarations and their help")
struct CommandDeclarationTests {
    static var commands: [any Command.Type] { CommandRegistry.all }
    static var names: [String] { commands.map { $0.name } }

    static func command(_ name: String) throws -> any Command.Type {
        try #require(CommandRegistry.command(named: name))
    }

    /// A value each kind of option accepts.
    static func sample(_ option: Option) -> String? {
        switch option.kind {
        case .flag: nil
        case .text: "x"
        case .number(let range): (range?.lowerBound ?? 1).trimmedForTest
        case .integer(let range): String(range?.lowerBound ?? 1)
        case .choice(let cases): cases.last
        }
    }

    /// The option words (`--name`, `-o`) that begin the rows of the help's option sections:
    /// the blocks headed by a group's title.
    static func listedOptions(in help: String, titles: [String]) -> Set<String> {
        var listed: Set<String> = []
        for block in help.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n")
            guard let title = lines.first, titles.contains(where: { "\($0):" == title }) else { continue }
            for row in lines.dropFirst() where row.hasPrefix("  -") {
                for word in row.split(separator: " ") {
                    guard word.hasPrefix("-") else { break }
                    listed.insert(String(word).trimmingCharacters(in: CharacterSet(charactersIn: ",")))
                }
            }
        }
        return listed
    }

    @Test(arguments: names)
    func everyDeclaredOptionIsListedAndAccepted(name: String) throws {
        let command = try Self.command(name)
        let help = command.help(.withoutSettings)
        for option in command.options {
            #expect(help.contains("  " + option.synopsis), "\(name): \(option.name) is declared but its help row is missing")
            var words = [option.name]
            if let value = Self.sample(option) { words.append(value) }
            let parsed = try command.parse(words)
            #expect(parsed.isPresent(option), "\(name) \(words)")
            // The same with `=` and with the short name.
            if let value = Self.sample(option) {
                #expect(try command.parse(["\(option.name)=\(value)"]).isPresent(option))
                if let short = option.short { #expect(try command.parse([short, value]).isPresent(option)) }
            } else if let short = option.short {
                #expect(try command.parse([short]).isPresent(option))
            }
        }
    }

    @Test(arguments: names)
    func everyListedOptionIsDeclared(name: String) throws {
        let command = try Self.command(name)
        let declared = Set(command.options.flatMap(\.spellings))
        let listed = Self.listedOptions(in: command.help(.withoutSettings), titles: command.allOptionGroups.map(\.title))
        #expect(!listed.isEmpty)
        #expect(listed.subtracting(declared).isEmpty, "\(name) lists options it does not accept: \(listed.subtracting(declared))")
        #expect(declared.subtracting(listed).isEmpty, "\(name) accepts options its help does not list: \(declared.subtracting(listed))")
    }

    @Test(arguments: names)
    func noOptionIsDeclaredTwice(name: String) throws {
        let spellings = try Self.command(name).options.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count, "\(name): \(spellings)")
    }

    /// Every example in every help is a command line the parser accepts, and every option
    /// named in a usage line is one the command accepts.
    @Test(arguments: names)
    func examplesAndUsageLinesParse(name: String) throws {
        let command = try Self.command(name)
        #expect(!command.examples.isEmpty, "\(name) has no examples")
        for example in command.examples {
            let words = ShellWords.split(example)
            guard case .command(let target, let rest) = try ToolRequest(words) else {
                Issue.record("\(name): '\(example)' is not a command")
                continue
            }
            #expect(throws: Never.self, "\(example)") { try target.parse(rest) }
        }
        let declared = Set(command.options.flatMap(\.spellings))
        for line in command.usage {
            for word in ShellWords.split(line) where CommandLineParser.isOptionLike(word) {
                let option = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]|"))
                #expect(declared.contains(option), "\(name) usage '\(line)' names \(option)")
            }
        }
    }

    /// A command's prose and tables fit the width its option rows are wrapped to: they are
    /// written wrapped, so a sentence added to a line can run past it unseen.
    @Test(arguments: names)
    func proseFitsTheHelpsWidth(name: String) throws {
        let command = try Self.command(name)
        for text in [command.discussion, command.notes] {
            for line in text.split(separator: "\n") {
                #expect(line.count <= HelpFormatter.width, "\(name): \(line.count) columns: \(line)")
            }
        }
    }

    /// Every command line the README and the guides in Docs/ show is one the tool accepts as
    /// written (those shown failing fail when run, not here), and no `sh` line hides the tool
    /// behind another command. DocumentedCommandTests (EndToEndTests) runs them.
    @Test func theDocumentedCommandLinesParse() throws {
        var count = 0
        for document in try DocumentedCommand.documents() {
            let (commands, problems) = try DocumentedCommand.commands(in: document)
            for problem in problems { Issue.record("\(problem)") }
            count += commands.count
            for command in commands {
                do {
                    if case .command(let target, let rest) = try ToolRequest(command.arguments) { _ = try target.parse(rest) }
                } catch {
                    Issue.record("\(command): \(error)")
                }
            }
        }
        #expect(try DocumentedCommand.commands(in: "README.md").commands.count >= 12)
        #expect(count > 90, "\(count) documented commands")
    }

    @Test func theOverviewListsEveryCommandAndHelpCommandIsCommandHelp() throws {
        let overview = HelpFormatter.overview(commands: Self.commands, context: .withoutSettings)
        for name in Self.names { #expect(overview.contains("\n  \(name) ")) }
        #expect(overview.contains("--settings PATH"))
        guard case .help(let command, _) = try ToolRequest(["help", "still"]) else {
            Issue.record("'help still' is not a help request")
            return
        }
        #expect(command.name == "still")
        #expect(GlobalOptions.wantHelp(["coins", "--help"]) && GlobalOptions.wantHelp(["-h"]))
        #expect(!GlobalOptions.wantHelp(["--", "--help"]), "after --, --help is a file name")
    }

    /// A default that the settings decide is described as theirs, with today's value when the
    /// file can be read, never as a fixed name the settings may override.
    /// The help with its wrapped lines joined, to find a phrase wherever the line broke.
    static func unwrapped(_ help: String) -> String {
        help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func defaultsFromTheSettingsSaySo() throws {
        let pieces = Self.unwrapped(try Self.command("pieces").help(.withoutSettings))
        #expect(pieces.contains("(default: from your settings)"))
        #expect(!pieces.contains("default: staunton"))
        let still = try Self.command("still")
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("settings.json")
        try Data(#"{"version": 1, "pieces": "geometric", "reduceMotion": true}"#.utf8).write(to: file)
        let help = Self.unwrapped(still.help(.load(settingsPath: file.path)))
        #expect(help.contains("piece set for this run; 'chess-motion pieces' lists them (default: from your settings, now geometric)"))
        #expect(help.contains("(default: from your settings, now on)"))
        // A corrupt file does not stop the help.
        try Data("{".utf8).write(to: file)
        #expect(Self.unwrapped(still.help(.load(settingsPath: file.path))).contains("(default: from your settings)"))
    }

    @Test func eachCommandDeclaresOnlyWhatChangesItsOutput() throws {
        func accepts(_ command: String, _ option: String) throws -> Bool {
            try Self.command(command).options.contains { $0.name == option }
        }
        #expect(try !accepts("board", "--avatars") && !accepts("board", "--posture"))
        #expect(try accepts("board", "--theme") && accepts("board", "--pieces"))
        #expect(try !accepts("curve", "--pieces") && !accepts("curve", "--theme") && accepts("curve", "--scheme"))
        #expect(try !accepts("themes", "--theme") && accepts("themes", "--pieces"))
        #expect(try !accepts("pieces", "--pieces") && accepts("pieces", "--theme"))
        for command in ["still", "render", "sheet", "preview"] {
            for option in RenderingOptions.sceneLook { #expect(try accepts(command, option.name), "\(command) \(option.name)") }
        }
    }
}

/// Splits an example line the way a shell would, for the examples in help texts: words,
/// double-quoted words, and nothing after a comment, pipe or redirection.
enum ShellWords {
    static func split(_ line: String) -> [String] { DocumentedCommand.shellWords(line) }
}

extension Double {
    var trimmedForTest: String { self == rounded() ? String(Int(self)) : String(self) }
}
