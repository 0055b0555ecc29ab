import Foundation
import TestSupport
import Testing

/// What a user sees around the pictures: what was written, pictures on standard output, output
/// names, instants outside a scene, "did you mean", and the options each command accepts.
@Suite("chess-motion's manners on the command line")
struct CommandLineMannersTests {
    @Test func aWritingCommandSaysWhatItWroteUnlessQuiet() throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("coins.png")
        let result = try ToolRunner.run(["still", "coins", "-o", output.path])
        #expect(result.status == 0 && result.stdout.isEmpty)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int)
        let kilobytes = (Double(size) / 100).rounded() / 10
        let shown = kilobytes == kilobytes.rounded() ? String(Int(kilobytes)) : String(kilobytes)
        #expect(result.stderr == "wrote \(output.path) (PNG, 720 x 560, coins at t = 4.4 s, \(shown) kB)\n")
        let quiet = try ToolRunner.run(["still", "coins", "-q", "-o", output.path])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)

        for arguments in [["board", "--moves", "e4", "--width", "100"], ["curve", "smooth", "--width", "100"],
                          ["sheet", "coins", "--every", "2", "--width", "60"], ["themes", "--preview", "--width", "200"],
                          ["pieces", "--preview", "--width", "200"]] {
            let file = folder.appendingPathComponent(arguments[0] + ".png")
            let written = try ToolRunner.run(arguments + ["-o", file.path])
            #expect(written.status == 0, "\(arguments): \(written.stderr)")
            #expect(written.stderr.hasPrefix("wrote \(file.path) (PNG, "), "\(arguments): \(written.stderr)")
            #expect(written.stderr.hasSuffix(" kB)\n") || written.stderr.hasSuffix(" bytes)\n"), "\(written.stderr)")
        }
        let page = folder.appendingPathComponent("coins.html")
        let preview = try ToolRunner.run(["preview", "coins", "--fps", "2", "--width", "36", "-o", page.path])
        #expect(preview.stderr.hasPrefix("wrote \(page.path) (12 frames of 36 x 28 in light and dark, 6 s at 2 fps, "),
                "\(preview.stderr)")
    }

    /// No number in what the tool says has more than three decimals.
    @Test func numbersAreRounded() throws {
        let folder = try TemporaryFolder()
        let result = try ToolRunner.run(["render", "coins", "--playback", "loop", "--fps", "3", "--to", "0.5", "--width", "32",
                                         "-o", folder.path + "/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0.667 s at 3 fps"), "\(result.stderr)")
        #expect(result.stderr.firstMatch(of: /\d\.\d{4,}/) == nil, "\(result.stderr)")
    }

    @Test func aStillCanGoToStandardOutput() throws {
        let png = try ToolRunner.run(["still", "coins", "--width", "200", "-o", "-"])
        #expect(png.status == 0, "\(png.stderr)")
        #expect(Array(png.stdoutData.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png.stdoutData.count > 24 ? png.stdoutData[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
        #expect(width == 200)
        #expect(png.stderr.hasPrefix("wrote to standard output (PNG, 200 x 156, "), "\(png.stderr)")
        let svg = try ToolRunner.run(["board", "--format", "svg", "-o", "-"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg"), "\(svg.stderr)")
        let pdf = try ToolRunner.run(["curve", "spring", "--format=pdf", "-q", "-o", "-"])
        #expect(pdf.stdoutData.prefix(5) == Data("%PDF-".utf8) && pdf.stderr.isEmpty)
    }

    @Test func aFolderHoldsAFileNamedAfterWhatIsDrawn() throws {
        let folder = try TemporaryFolder()
        let still = try ToolRunner.run(["still", "coins", "--format", "svg", "-o", folder.path])
        #expect(still.status == 0, "\(still.stderr)")
        let script = try ToolRunner.run(["still", "Examples/Scenes/castling.scene", "-o", folder.path + "/"])
        #expect(script.status == 0, "\(script.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["coins.svg", "castling.png"])
    }

    @Test(arguments: [
        (["still", "coins"], "-o 'NAME' has no extension and is not a folder: write 'NAME.png' for a file, or 'NAME/' for a folder"),
        (["render", "coins"], "-o 'NAME' has no extension and is not a folder: write 'NAME.mp4' for a file, or 'NAME/' for a folder of PNG frames"),
        (["preview", "coins"], "write 'NAME.html' for a file, or 'NAME/' for a folder"),
    ])
    func aBareOutputNameIsRefusedWithBothForms(command: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let result = try ToolRunner.run(command + ["-o", "NAME"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Instants outside the scene are refused as `render --to` refuses them: exit 1, the
    /// scene's length named, nothing written.
    @Test(arguments: ["99", "-1", "6.5"])
    func instantsOutsideTheSceneAreRefused(t: String) throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("x.png")
        let result = try ToolRunner.run(["still", "coins", "--t", t, "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("t = \(t) s is outside coins, which is 6 s long"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let end = try ToolRunner.run(["still", "coins", "--t", "6", "-o", output.path])
        #expect(end.status == 0, "the last instant is inside: \(end.stderr)")
    }

    @Test(arguments: [
        (["board", "--posture", "tabletop", "-o", "/tmp/x.png"], "unknown option '--posture'"),
        (["board", "--avatars", "glyph", "-o", "/tmp/x.png"], "unknown option '--avatars'"),
        (["curve", "spring", "--pieces", "x", "-o", "/tmp/c.png"], "unknown option '--pieces'"),
        (["still", "coins", "--avatar", "glyph", "-o", "/tmp/x.png"], "unknown option '--avatar' (did you mean '--avatars'?)"),
        (["themes", "--pieces", "geometric"], "unknown option '--pieces' here: it goes only with --preview"),
        (["still", "-x.scene", "-o", "/tmp/x.png"], "put it after '--'"),
        (["still", "coins", "--scheme", "drak", "-o", "/tmp/x.png"], "(did you mean 'dark'?)"),
        (["still", "coins", "--posture", "Open", "-o", "/tmp/x.png"], "(did you mean 'open'?)"),
        (["still", "coins", "--t", "-o", "/tmp/x.png"], "--t takes a number, not '-o'"),
        (["still", "coins", "--scale", "2", "--width", "--scheme", "dark"], "--width needs a value"),
        (["board", "--flip=yes", "-o", "/tmp/x.png"], "--flip takes no value"),
        (["still", "coins", "--format", "gif", "-o", "-"], "--format 'gif' is not one of: png, jpeg, webp, svg, pdf"),
        (["still", "coins", "--format", "svg", "-o", "/tmp/x.png"], "--format svg and -o /tmp/x.png cannot be used together"),
        (["settings", "get", "reducemotion"], "(did you mean 'reduceMotion'?)"),
        (["settings", "shwo"], "(did you mean 'show'?)"),
    ])
    func malformedCommandLinesExitTwoNamingTheWord(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(arguments: [
        (["still", "coinz", "-o", "/tmp/never.png"], "did you mean 'coins'?"),
        (["still", "bots", "--theme", "wod", "-o", "/tmp/never.png"], "did you mean 'wood'?"),
        (["still", "bots", "--pieces", "Staunton", "-o", "/tmp/never.png"], "did you mean 'staunton'?"),
        (["still", "bots", "--avatars", "glyf", "-o", "/tmp/never.png"], "did you mean 'glyph'?"),
    ])
    func mistypedNamesGetASuggestion(arguments: [String], hint: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(hint + "\n"), "\(result.stderr)")
    }

    @Test func settingsWorksBeforeTheCommandAndSetSaysWhatChanged() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("settings.json").path
        let first = try ToolRunner.run(["--settings", file, "settings", "set", "theme", "wood"])
        #expect(first.status == 0 && first.stdout == "theme: wood (was green, the default)\n", "\(first.stdout)\(first.stderr)")
        let second = try ToolRunner.run(["settings", "set", "theme", "blue", "--settings=\(file)"])
        #expect(second.stdout == "theme: blue (was wood)\n")
        let same = try ToolRunner.run(["--settings=\(file)", "settings", "set", "theme", "blue"])
        #expect(same.stdout == "theme: blue (unchanged)\n")
        let show = try ToolRunner.run(["--settings", file, "settings", "show"])
        #expect(show.status == 0 && show.stdout.contains("Settings file: \(file) (from --settings)"), "\(show.stdout)")
        // The help's defaults come from the same file.
        #expect(try ToolRunner.run(["--settings", file, "still", "--help"]).stdout.contains("now blue"))
    }

    @Test func playReadsMoveNumbersAsBoardDoes() throws {
        let numbered = try ToolRunner.run(["play", "startpos", "1.", "e4", "e5", "2.", "Nf3", "1...", "Nc6"])
        let plain = try ToolRunner.run(["play", "startpos", "e4", "e5", "Nf3", "Nc6"])
        #expect(numbered.status == 0, "\(numbered.stderr)")
        #expect(numbered.stdout == plain.stdout)
        let joined = try ToolRunner.run(["play", "startpos", "1.e4 e5 2.Nf3 Nc6"])
        #expect(joined.stdout == plain.stdout)
    }

    @Test func validateNamesWhatItChecked() throws {
        let bots = try ToolRunner.run(["validate", "bots"])
        #expect(bots.status == 0 && bots.stdout == "1 built-in scene checked: 1 valid, 0 invalid (0 errors, 0 warnings)\n")
        let both = try ToolRunner.run(["validate", "Examples/Scenes/castling.scene", "bots", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["kind"] as? String } == ["script", "built-in scene"])
    }

    /// A script's own `name:` titles its preview page (and its sheet, through the same name).
    @Test func aScriptsNameTitlesItsPreview() throws {
        let folder = try TemporaryFolder()
        let page = folder.appendingPathComponent("mate.html")
        let result = try ToolRunner.run(["preview", "Examples/Scenes/scholars-mate.scene", "--fps", "1", "--width", "36",
                                         "-o", page.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<title>Scholar") && !html.contains("<title>scholars-mate"), "\(html.prefix(400))")
    }
}
