import Foundation

/// Entry point: finds the command, handles `--help`, and turns errors into messages and exit
/// statuses. Nothing a user types reaches a crash: every failure is a thrown, described error.
public enum ChessMotionTool {
    public static func run(_ words: [String]) -> Int32 {
        guard let name = words.first, name != "--help", name != "-h", name != "help" else {
            if words.count >= 2, words[0] == "help", let command = CommandRegistry.command(named: words[1]) {
                Console.out(command.help)
            } else {
                Console.out(overview)
            }
            return 0
        }
        if name == "--version" {
            Console.out("chess-motion \(version)")
            return 0
        }
        guard let command = CommandRegistry.command(named: name) else {
            Console.error("chess-motion: error: " + UsageError.unknownCommand(name, suggestion: CommandRegistry.suggestion(for: name)).description)
            return 2
        }
        var arguments = Arguments(Array(words.dropFirst()))
        if arguments.wantsHelp {
            Console.out(command.help)
            return 0
        }
        do {
            arguments.settingsPath = try arguments.value("--settings")
            return try command.run(&arguments)
        } catch let error as UsageError {
            Console.error("chess-motion \(name): error: \(error)\nsee 'chess-motion \(name) --help'")
            return 2
        } catch {
            Console.error("chess-motion \(name): error: \(error)")
            return 1
        }
    }

    static let version = "0.1.0"

    static var overview: String {
        let width = CommandRegistry.all.map { $0.name.count }.max() ?? 0
        let lines = CommandRegistry.all.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return """
        chess-motion — render ChessMotion's onboarding scenes, and check the chess in them.

        Usage: chess-motion COMMAND [OPTIONS]

        Commands:
        \(lines.joined(separator: "\n"))

        Every command accepts --settings PATH to use another settings file (see 'chess-motion
        settings --help'). Run 'chess-motion COMMAND --help' for a command's options and examples.
        """
    }
}
