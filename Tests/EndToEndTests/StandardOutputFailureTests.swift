import Foundation
import TestSupport
import Testing

/// A picture or a result sent to a standard output that refuses it (`>/dev/full`: the disk is
/// full) is an error naming standard output and the reason, with exit status 1 and no "wrote"
/// line: the tool never reports as written what did not arrive.
@Suite("chess-motion: standard output that refuses the bytes")
struct StandardOutputFailureTests {
    /// `chess-motion ARGS >/dev/full`, through the shell so stdout is the device itself.
    static func runIntoFullDevice(_ arguments: [String]) throws -> ToolRunner.Result {
        let command = (["exec", ToolRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " >/dev/full"
        return try ProcessRunner(URL(fileURLWithPath: "/bin/sh"), environment: ToolRunner.environment(),
                                 directory: Fixtures.repositoryRoot).run(["-c", command])
    }

    @Test(arguments: ["png", "svg", "pdf", "jpeg", "webp"])
    func aStillToAFullStandardOutputFails(format: String) throws {
        let result = try Self.runIntoFullDevice(["still", "coins", "--width", "40", "--format", format, "-o", "-"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("chess-motion still: error: cannot write to standard output: No space left on device"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("wrote"), "\(result.stderr)")
    }

    /// A text result (here a FEN's description) is checked as well.
    @Test func aResultLineToAFullStandardOutputFails() throws {
        let result = try Self.runIntoFullDevice(["fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("chess-motion fen: error: cannot write to standard output: No space left on device"),
                "\(result.stderr)")
    }
}
