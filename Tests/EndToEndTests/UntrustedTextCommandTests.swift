import Foundation
import TestSupport
import Testing

/// Issue 15, items 8, 9 and 10 on the command line.
@Suite("Untrusted text, numbers and long counts")
struct UntrustedTextCommandTests {
    /// Item 9: `play startpos $'\e[2Je4'` cleared the screen of whoever read the error.
    @Test func controlCharactersInInputAreEscapedInMessages() throws {
        let result = try ToolRunner.run(["play", "startpos", "\u{1B}[2Je4\r\u{7F}"])
        #expect(result.status == 1)
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0D || $0.value == 0x7F })
        // The move list splits at the carriage return; the escape sequence is shown, not obeyed.
        #expect(result.stderr.contains("\\u001B[2Je4"), "\(result.stderr)")
    }

    /// Item 9: a theme's name and description are a stranger's text when a user drops one in.
    /// A locale named by an escape sequence is an invalid name, shown escaped; not "a path".
    @Test func aLocaleWithAControlCharacterIsAnInvalidNameShownEscaped() throws {
        let result = try ToolRunner.run(["still", "coins", "--locale", "\u{1B}[2J", "-o", "/tmp/never-written.png"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--locale '\\u001B[2J' is not a valid locale name: a name has no control characters"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("is a path"), "\(result.stderr)")
        let path = try ToolRunner.run(["still", "coins", "--locale", "../en", "-o", "/tmp/never-written.png"])
        #expect(path.stderr.contains("--locale '../en' is a path, but a locale is chosen by name only"), "\(path.stderr)")
    }

    @Test func aHostileThemeIsListedEscaped() throws {
        let sandbox = try SettingsSandbox()
        let url = sandbox.assets.appendingPathComponent("BoardThemes/evil.json")
        var theme = try JSONSerialization.jsonObject(with: Data(contentsOf: url.deletingLastPathComponent()
            .appendingPathComponent("sandbox-sea.json"))) as? [String: Any] ?? [:]
        theme["displayName"] = "Evil\u{1B}]0;pwned\u{07}"
        theme["description"] = "\u{1B}[2J\rwiped"
        try JSONSerialization.data(withJSONObject: theme).write(to: url)
        let result = try ToolRunner.run(["themes"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("evil"), "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(result.stdout)")
    }

    /// Item 9: a 1 MB move quoted back in an error is cut to its start.
    @Test func aHugeOffendingLineIsShortened() throws {
        let folder = try TemporaryFolder()
        let script = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Examples/Scenes/scholars-mate.scene"),
                                encoding: .utf8).replacingOccurrences(of: "Qh5", with: "Q" + String(repeating: "h", count: 900_000))
        let file = folder.appendingPathComponent("long.scene")
        try Data(script.utf8).write(to: file)
        let validate = try ToolRunner.run(["validate", file.path])
        #expect(validate.status == 1)
        #expect(validate.stdout.utf8.count < 10_000 && validate.stdout.contains("more characters)"), "\(validate.stdout.prefix(500))")
        let still = try ToolRunner.run(["still", file.path, "-o", folder.appendingPathComponent("x.png").path])
        #expect(still.status == 1 && still.stderr.utf8.count < 10_000, "\(still.stderr.prefix(500))")
        let json = try ToolRunner.run(["validate", "--json", file.path])
        #expect(json.stdout.contains(String(repeating: "h", count: 900_000)), "--json keeps the whole text, escaped")
    }

    /// Item 10: a tiny value read as 0 and exited 1; 1e308 was printed with 309 digits.
    @Test func outOfRangeNumbersAreShownAsGivenAndAreUsageErrors() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.appendingPathComponent("c.png").path
        let tiny = try ToolRunner.run(["curve", "spring", "--w", "1e-320", "-o", out])
        #expect(tiny.status == 2 && tiny.stderr.contains("--w 1e-320 is out of range"), "\(tiny.stderr)")
        let huge = try ToolRunner.run(["curve", "bump", "--len", "1e308", "-o", out])
        #expect(huge.status == 2 && huge.stderr.contains("--len 1e+308 is out of range"), "\(huge.stderr)")
        #expect(huge.stderr.utf8.count < 300)
    }

    /// Item 8: depth 10 ran for two days with no word. It is estimated and refused at once.
    @Test func aPerftThatWouldTakeHoursIsRefusedUnlessForced() throws {
        let start = Date()
        let result = try ToolRunner.run(["perft", "startpos", "10"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("would count about") && result.stderr.contains("--force"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 60)
        let forced = try ToolRunner.run(["perft", "startpos", "3", "--force"])
        #expect(forced.status == 0 && forced.stdout == "8902\n")
    }

    /// Item 8: on a terminal the count shows its progress on stderr; piped, nothing.
    @Test func perftShowsProgressOnATerminal() throws {
        let command = "'\(ToolRunner.executable.path)' perft startpos 4"
        let terminal = try ProcessRunner(path: "/usr/bin/script").run(["-qec", command, "/dev/null"])
        let output = terminal.stdout
        #expect(terminal.status == 0)
        #expect(output.contains("perft: 20/20 first moves, 197281 nodes") && output.contains("197281\r\n"), "\(output)")
        let piped = try ToolRunner.run(["perft", "startpos", "4"])
        #expect(piped.stdout == "197281\n" && piped.stderr.isEmpty)
    }
}
