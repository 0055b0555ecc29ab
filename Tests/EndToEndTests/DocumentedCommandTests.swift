import Foundation
import TestSupport
import Testing

/// Every `chess-motion` command the README and the guides show, run as a reader would paste it:
/// through bash (pipes, redirections and globs included, `pipefail` on), with the built tool on
/// PATH, in a scratch folder holding a copy of `Examples/` (so relative paths read the examples
/// and outputs land in the scratch folder), one document's commands in order, sharing a HOME of
/// their own (so `settings set` reaches the commands after it and nothing else). Each must exit
/// 0; a line marked `# fails: ...` must fail and print an error; one marked `# serves` is not run
/// (it would not end), only parsed by the parse test.
@Suite("The documented commands run")
struct DocumentedCommandTests {
    static var documents: [String] { (try? DocumentedCommand.documents()) ?? [] }

    @Test(arguments: documents)
    func everyCommandOfTheDocumentRuns(document: String) throws {
        let commands = try DocumentedCommand.commands(in: document).commands
        guard !commands.isEmpty else { return }
        let scratch = try TemporaryFolder()
        try FileManager.default.copyItem(at: Fixtures.url("Examples"), to: scratch.appendingPathComponent("Examples"))
        let home = scratch.appendingPathComponent("home")
        let tools = ToolRunner.executable.deletingLastPathComponent().path
        let environment = ToolRunner.environment([
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "PATH": tools + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ])
        let shell = ProcessRunner(path: "/bin/bash", environment: environment, directory: scratch.url)
        for command in commands where command.expectation != .serves {
            // The timeout is a bound on a hang, not a speed check (the benchmarks time things).
            let run = try shell.run(["-o", "pipefail", "-c", command.text], timeout: 300)
            switch command.expectation {
            case .succeeds:
                #expect(run.status == 0, "\(command)\nexit \(run.status): \(run.stderr.suffix(800))")
            case .fails(let why):
                #expect(run.status != 0, "\(command) is shown failing (\(why)) but exited 0")
                // Refusals go to stderr; validate's diagnostics, compiler-style, to stdout.
                #expect((run.stderr + run.stdout).contains("error"), "\(command): no error printed: \(run.stderr.suffix(400))")
            case .serves:
                break
            }
        }
    }
}
