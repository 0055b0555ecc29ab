/// One `chess-motion` subcommand. Each lives in its own file under Commands/ and is listed in
/// `CommandRegistry`.
protocol Command {
    /// The word typed after `chess-motion`.
    static var name: String { get }
    /// One line for `chess-motion --help`.
    static var summary: String { get }
    /// The full text for `chess-motion NAME --help`: synopsis, options, examples.
    static var help: String { get }
    /// Runs with the words after the name; returns the exit status. Throw `UsageError` for a
    /// malformed command line (exit 2) and any other error for a failure (exit 1).
    static func run(_ arguments: inout Arguments) throws -> Int32
}
