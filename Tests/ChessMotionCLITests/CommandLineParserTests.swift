@testable import ChessMotionCLI
import ChessMotion
import Testing

/// How a command line is read: unknown options, `--`, `=`, repeats, missing and bad values,
/// and `--settings` before or after the command's name. Nothing here starts the binary.
@Suite("Command-line parsing")
struct CommandLineParserTests {
    func command(_ name: String) throws -> any Command.Type {
        try #require(CommandRegistry.command(named: name))
    }

    func usageError(_ name: String, _ words: [String]) throws -> UsageError? {
        let command = try command(name)
        do throws(UsageError) {
            _ = try command.parse(words)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: CommandRegistry.all.map { $0.name })
    func anUndeclaredOptionIsUnknown(name: String) throws {
        #expect(try usageError(name, ["--no-such-option"]) == .unknownOption("--no-such-option", suggestion: nil))
        #expect(try usageError(name, ["-z"]) == .unknownOption("-z", suggestion: nil), "a one-letter typo suggests nothing")
    }

    @Test func optionsACommandDoesNotUseAreUnknown() throws {
        #expect(try usageError("board", ["--posture", "tabletop", "-o", "x.png"]) == .unknownOption("--posture", suggestion: nil))
        #expect(try usageError("board", ["--avatars", "glyph", "-o", "x.png"]) == .unknownOption("--avatars", suggestion: nil))
        #expect(try usageError("curve", ["spring", "--pieces", "x", "-o", "c.png"]) == .unknownOption("--pieces", suggestion: nil))
        #expect(try usageError("still", ["coins", "--coordinates"]) == .unknownOption("--coordinates", suggestion: nil))
    }

    @Test func aMistypedOptionSuggestsTheCommandsOwn() throws {
        #expect(try usageError("still", ["--avatar", "glyph"]) == .unknownOption("--avatar", suggestion: "--avatars"))
        #expect(try usageError("board", ["--coordinate"]) == .unknownOption("--coordinate", suggestion: "--coordinates"))
        #expect(try usageError("still", ["--Scheme=dark"]) == .unknownOption("--Scheme", suggestion: "--scheme"))
        #expect(try usageError("still", ["-t", "2"]) == .unknownOption("-t", suggestion: "--t"))
        // Suggestions come from the command's own options: curve has no --pieces to offer.
        #expect(try usageError("curve", ["--piece", "x"]) == .unknownOption("--piece", suggestion: nil))
    }

    @Test func doubleDashEndsTheOptions() throws {
        let parsed = try command("still").parse(["-o", "x.png", "--", "-x.scene", "--t"])
        #expect(parsed.positionals == ["-x.scene", "--t"])
        #expect(parsed.text(OutputOptions.file) == "x.png")
        let error = try #require(try usageError("still", ["-x.scene", "-o", "x.png"]))
        #expect(error == .unknownOption("-x.scene", suggestion: nil))
        #expect(error.description.contains("put it after '--'"))
    }

    @Test func valuesFollowAsTheNextWordOrAfterEquals() throws {
        let still = try command("still")
        #expect(try still.parse(["--t", "4.4"]).number(StillCommand.time) == 4.4)
        #expect(try still.parse(["--t=4.4"]).number(StillCommand.time) == 4.4)
        #expect(try still.parse(["--t", "-1"]).number(StillCommand.time) == -1, "a negative number is a value")
        #expect(try command("board").parse(["--moves=1. e4 e5"]).text(BoardCommand.moves) == "1. e4 e5")
        #expect(try still.parse(["-o=-"]).text(OutputOptions.file) == "-")
        #expect(try still.parse(["--output", "-"]).text(OutputOptions.file) == "-", "- is a value")
    }

    @Test func aRepeatedOptionKeepsItsLastValueUnlessRepeatable() throws {
        let still = try command("still")
        #expect(try still.parse(["--t", "1", "--t=2"]).number(StillCommand.time) == 2)
        #expect(try still.parse(["--quiet", "-q"]).flag(OutputOptions.quiet))
        let tag = Option("--tag", value: "WORD", kind: .text, repeatable: true, help: "a tag")
        let parsed = try CommandLineParser.parse(["--tag", "a", "x", "--tag=b", "--tag", "a"], options: [tag])
        #expect(parsed.texts(tag) == ["a", "b", "a"])
        #expect(parsed.positionals == ["x"])
    }

    @Test func missingAndBadValuesNameTheOption() throws {
        #expect(try usageError("still", ["coins", "--t"]) == .missingValue(option: "--t"))
        #expect(try usageError("still", ["--t", "--scheme", "dark"]) == .missingValue(option: "--t"))
        #expect(try usageError("still", ["--t", "soon"]) == .notANumber(option: "--t", value: "soon"))
        #expect(try usageError("still", ["--width", "10.5"]) == .notANumber(option: "--width", value: "10.5"))
        #expect(try usageError("still", ["--t=inf"]) == .notANumber(option: "--t", value: "inf"))
        #expect(try usageError("still", ["--width", "0"]) == .outOfRange(option: "--width", value: "0", allowed: "between \(SceneSize.widths.lowerBound) and \(SceneSize.widths.upperBound)"))
        #expect(try usageError("board", ["--flip=yes"]) == .flagWithValue(option: "--flip"))
        let choice = try #require(try usageError("still", ["--scheme", "drak"]))
        #expect(choice == .invalidChoice(option: "--scheme", value: "drak", choices: ["light", "dark"]))
        #expect(choice.description == "--scheme 'drak' is not one of: light, dark (did you mean 'dark'?)")
    }

    @Test func lonelyDashesAndNegativeNumbersArePositional() throws {
        #expect(try command("perft").parse(["startpos", "-1"]).positionals == ["startpos", "-1"])
        #expect(try command("validate").parse(["-", "--json"]).positionals == ["-"])
    }

    /// `--settings PATH` before the command's name reaches the command as if written after it.
    @Test(arguments: [
        ["--settings", "/s.json", "settings", "show"],
        ["--settings=/s.json", "settings", "show"],
        ["settings", "show", "--settings", "/s.json"],
        ["settings", "--settings=/s.json", "show"],
        ["--settings", "/old.json", "settings", "show", "--settings", "/s.json"],
    ])
    func settingsWorksBeforeOrAfterTheCommand(words: [String]) throws {
        guard case .command(let command, let rest) = try ToolRequest(words) else {
            Issue.record("\(words) is not a command")
            return
        }
        #expect(command.name == "settings")
        let parsed = try command.parse(rest)
        #expect(parsed.text(GlobalOptions.settings) == "/s.json")
        #expect(parsed.positionals == ["show"])
    }

    @Test func beforeTheCommandOnlyGlobalOptionsAreAccepted() throws {
        #expect(throws: UsageError.unknownOption("--sttings", suggestion: "--settings")) { try ToolRequest(["--sttings", "x", "scenes"]) }
        #expect(throws: UsageError.unknownOption("--theme", suggestion: nil)) { try ToolRequest(["--theme", "wood", "still"]) }
        #expect(throws: UsageError.unknownCommand("stil", suggestion: "still")) { try ToolRequest(["stil", "coins"]) }
        #expect(throws: UsageError.missingValue(option: "--settings")) { try ToolRequest(["--settings"]) }
        guard case .help(let command, let rest) = try ToolRequest(["--settings", "/s.json", "--help", "pieces"]) else {
            Issue.record("not a help request")
            return
        }
        #expect(command.name == "pieces" && GlobalOptions.settingsPath(in: rest) == "/s.json")
        guard case .version = try ToolRequest(["--version"]) else {
            Issue.record("not the version")
            return
        }
    }
}
