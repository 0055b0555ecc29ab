import ChessMotionSupport
import FoundationEssentials

/// Entry point: finds the command, handles help, and turns errors into messages and exit
/// statuses. Nothing a user types reaches a crash: every failure is a thrown, described error.
package enum ChessMotionTool {
    static let version = "0.1.0"

    /// Runs the command `words` ask for, then closes stdout: a result that did not reach it
    /// (a full disk, `>/dev/full`) turns a success into exit status 1, with the reason.
    package static func run(_ words: [String]) -> Int32 {
        RenderHeap.keepFreedMemory()
        let status = dispatch(words)
        do { try Console.finishStandardOutput() } catch {
            let name = (try? ToolRequest(words)).flatMap { request in
                if case .command(let command, _) = request { " " + command.name } else { nil }
            } ?? ""
            Console.error("chess-motion\(name): error: \(error)")
            return status == 0 ? 1 : status
        }
        return status
    }

    private static func dispatch(_ words: [String]) -> Int32 {
        let request: ToolRequest
        do {
            request = try ToolRequest(words)
        } catch {
            Console.error("chess-motion: error: \(error)")
            return 2
        }
        switch request {
        case .overview(let settingsPath):
            Console.out(HelpFormatter.overview(commands: CommandRegistry.all, context: .load(settingsPath: settingsPath)))
            return 0
        case .version:
            Console.out("chess-motion \(version)")
            return 0
        case .help(let command, let words):
            Console.out(command.help(.load(settingsPath: GlobalOptions.settingsPath(in: words))))
            return 0
        case .command(let command, let words):
            return run(command, words)
        }
    }

    private static func run(_ command: any Command.Type, _ words: [String]) -> Int32 {
        if GlobalOptions.wantHelp(words) {
            Console.out(command.help(.load(settingsPath: GlobalOptions.settingsPath(in: words))))
            return 0
        }
        do {
            return try command.run(try command.parse(words))
        } catch let error as UsageError {
            Console.error("chess-motion \(command.name): error: \(error)\nsee 'chess-motion \(command.name) --help'")
            return 2
        } catch {
            Console.error("chess-motion \(command.name): error: \(error)")
            if let hint = ErrorHints.didYouMean(error) { Console.error(hint) }
            return 1
        }
    }
}

/// What the words before a command's name ask for. Only global options may come before the
/// name; `--settings PATH` there is handed on to the command as if written after it.
enum ToolRequest {
    case overview(settingsPath: String?)
    case version
    case help(any Command.Type, words: [String])
    case command(any Command.Type, words: [String])

    init(_ words: [String]) throws(UsageError) {
        var leading: [String] = []
        var wantsHelp = false, wantsVersion = false
        var index = 0
        while index < words.count, CommandLineParser.isOptionLike(words[index]) {
            let word = words[index]
            index += 1
            if word == CommandLineParser.endOfOptions { break }
            if GlobalOptions.help.spellings.contains(word) {
                wantsHelp = true
            } else if word == GlobalOptions.version.name {
                wantsVersion = true
            } else if word.hasPrefix(GlobalOptions.settings.name + "=") {
                leading.append(word)
            } else if word == GlobalOptions.settings.name {
                guard index < words.count else { throw .missingValue(option: word) }
                leading += [word, words[index]]
                index += 1
            } else {
                let name = String(word.prefix { $0 != "=" })
                throw .unknownOption(name, suggestion: CommandLineParser.suggestion(for: name, among: GlobalOptions.topLevel.options))
            }
        }
        let settingsPath = GlobalOptions.settingsPath(in: leading)
        guard index < words.count else {
            self = wantsVersion && !wantsHelp ? .version : .overview(settingsPath: settingsPath)
            return
        }
        var name = words[index]
        var rest = Array(words[(index + 1)...])
        if name == "help" {
            guard let topic = rest.first else {
                self = .overview(settingsPath: settingsPath)
                return
            }
            name = topic
            rest = Array(rest.dropFirst())
            wantsHelp = true
        }
        guard let command = CommandRegistry.command(named: name) else {
            throw .unknownCommand(name, suggestion: CommandRegistry.suggestion(for: name))
        }
        self = wantsHelp ? .help(command, words: leading + rest) : .command(command, words: leading + rest)
    }
}
