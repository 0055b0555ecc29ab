import Foundation
import MotionKit
import TestSupport
import Testing

/// `chess-motion studio`, used in Debian's Chromium over a real socket as a person would
/// (`StudioDriver`): diagnostics as you type, the preview against `still`, Ctrl-S and a change
/// made on disk meanwhile, the exports against the command line's files, a PGN game, and the
/// guard that keeps other pages out.
@Suite("Studio: edit a script and watch it move", .serialized, .requires(.chromium))
struct StudioTests {
    /// A legal opening line, the moves on line 6; `4. Nb5` after it is illegal (the knight is pinned).
    static let pinned = """
    name: A pinned knight
    duration: 8.5
    still: 7.0
    fade-out: 7.8-8.3
    moves: from 0.5 every 0.9
      1. e4 e5 2. d4 Bb4+ 3. Nc3 Nf6

    """

    static func studio(_ text: String?, named name: String = "pinned.scene", in folder: TemporaryFolder) throws -> (StudioProcess, URL?) {
        guard let text else { return (try StudioProcess([]), nil) }
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (try StudioProcess([file.path]), file)
    }

    static func string(_ value: Any?) -> String { value as? String ?? "" }
    static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

    /// The page's canvas (a PNG data URL) against `still --t` of `file`, pixel by pixel as the
    /// kit page's parity tests compare them.
    static func comparison(ofCanvas dataURL: String, withStillOf file: URL, t: Double, in folder: TemporaryFolder) throws -> FrameComparison {
        let prefix = "data:image/png;base64,"
        let browserFile = folder.appendingPathComponent("browser.png")
        try #require(Data(base64Encoded: String(dataURL.dropFirst(prefix.count)))).write(to: browserFile)
        let cairoFile = folder.appendingPathComponent("cairo.png")
        let still = try ToolRunner.run(["still", file.path, "--t", "\(t)", "--quiet", "-o", cairoFile.path])
        try #require(still.status == 0, "\(still.stderr)")
        let chromium = try RasterImage.decodePNG(at: browserFile)
        let cairo = try RasterImage.decodePNG(at: cairoFile)
        try #require(chromium.width == cairo.width && chromium.height == cairo.height,
                     "Chromium drew \(chromium.width) x \(chromium.height), Cairo \(cairo.width) x \(cairo.height)")
        return FrameComparison(chromium, cairo)
    }

    /// The editors: CodeMirror (Debian's libjs-codemirror, which `Scripts/install-dependencies
    /// test` installs) and the page's own text area, which `?editor=plain` asks for and which the
    /// page falls back to without the library.
    static let editors = ["codemirror", "plain"]

    @Test(arguments: editors)
    func anIllegalMoveTypedIsShownAtItsLineWithin500MillisecondsAndFixingItClearsIt(editor: String) throws {
        let folder = try TemporaryFolder()
        let (studio, _) = try Self.studio(Self.pinned, in: folder)
        let report = try StudioDriver.run("diagnose", studio: studio, folder: folder.url, [
            "line": "6", "typed": " 4. Nb5", "query": Self.query(editor),
        ])
        #expect(Self.string(report["editor"]) == editor, "the page's editor")
        // The format's keys, its value words and the move numbers, coloured.
        let colours = try #require(report["colours"] as? [String: [String]])
        #expect(Set(colours["keyword"] ?? []) == ["name", "duration", "still", "fade-out", "moves"], "\(colours)")
        #expect(colours["atom"] == ["from", "every"], "\(colours)")
        #expect(colours["number"] == ["1.", "2.", "3."], "\(colours)")
        let shown = try #require(report["shown"] as? [String: Any])
        #expect(Self.number(shown["line"]) == 6)
        #expect(Self.string(shown["text"]).contains("4. Nb5"))
        #expect(Self.string(shown["text"]).contains("leaves the king on e1 in check"), "the reason, as validate gives it")
        #expect((shown["gutter"] as? [Int]) == [6], "the line number is marked")
        if editor == "codemirror" {
            #expect((shown["underlined"] as? [String]) == ["Nb5"], "the move is underlined where the diagnostic points")
        }
        #expect(Self.number(shown["after"]) < 500, "shown \(Self.number(shown["after"])) ms after the last keystroke")
        let cleared = try #require(report["cleared"] as? [String: Any])
        #expect(Self.number(cleared["errors"]) == 0)
        #expect(Self.number(cleared["after"]) < 500, "cleared \(Self.number(cleared["after"])) ms after the last keystroke")
        #expect(Self.string(report["undone"]) == Self.pinned, "undo stops at the text the page opened with")
        #expect((report["problems"] as? [String])?.isEmpty == true, "\(report["problems"] ?? "")")
        print(String(format: "studio (%@): the illegal move shown %.0f ms after the last keystroke, cleared %.0f ms after",
                     editor, Self.number(shown["after"]), Self.number(cleared["after"])))
    }

    /// The preview as Chromium's accessibility tree gives it: the board an image named with the
    /// position in words, and each move announced in a live region as the player passes it.
    @Test func thePreviewsBoardIsNamedAndItsMovesAnnounced() throws {
        let folder = try TemporaryFolder()
        let (studio, _) = try Self.studio(Self.pinned, in: folder)
        let report = try StudioDriver.run("accessible", studio: studio, folder: folder.url, ["times": "0.1,3.0"])
        #expect(Self.number(report["frames"]) == 1, "the preview's frame was found")
        let steps = try #require(report["steps"] as? [[String: Any]])
        try #require(steps.count == 2)
        let (before, after) = (steps[0]["images"] as? [String] ?? [], steps[1]["images"] as? [String] ?? [])
        #expect(before.contains { $0.hasPrefix("Chess board. White to move. White: king on e1,") && !$0.contains("Last move") }, "\(before)")
        #expect(after.contains { $0.contains("pawns on") && $0.contains(" e4") && $0.contains("Last move:") }, "\(after)")
        let announced = steps[1]["live"] as? [String] ?? []
        #expect(announced.contains { $0.range(of: #"^\d+\.(\.\.)? \S+ \x{2014} "#, options: .regularExpression) != nil }, "\(announced)")
        #expect((report["problems"] as? [String])?.isEmpty == true, "\(report["problems"] ?? "")")
    }

    @Test func afterAnEditThePreviewAtTIsWhatStillDrawsOfTheSavedScript() throws {
        let folder = try TemporaryFolder()
        let (studio, file) = try Self.studio(Self.pinned, in: folder)
        let t = 3.2
        let report = try StudioDriver.run("parity", studio: studio, folder: folder.url, ["line": "6", "typed": " 4. Bd2", "t": "\(t)"])
        #expect(Self.number(report["kept"]) == t, "the edit kept the instant")
        let saved = try String(contentsOf: try #require(file), encoding: .utf8)
        #expect(saved == Self.string(report["text"]), "Ctrl-S wrote the editor's text")
        #expect(saved.contains("4. Bd2"))

        let comparison = try Self.comparison(ofCanvas: Self.string(report["png"]), withStillOf: try #require(file), t: t, in: folder)
        #expect(comparison.share < KitParityTests.wholeFrameLimit,
                "\(comparison.unmatched) pixels (\(String(format: "%.3f", comparison.share * 100))%) have no twin within a pixel")
        print(String(format: "studio: the preview at t = %.1f against still: %.3f%% of pixels without a twin", t, comparison.share * 100))
    }

    /// `&editor=plain` on the address when `editor` is the page's own text area.
    static func query(_ editor: String) -> String { editor == "plain" ? "editor=plain" : "" }

    @Test(arguments: editors) func ctrlSWritesTheEditorsTextAndAChangeOnDiskMeanwhileKeepsBothTexts(editor: String) throws {
        let folder = try TemporaryFolder()
        let (studio, file) = try Self.studio(Self.pinned, in: folder)
        let outside = "# changed in another editor\nname: Someone else's\n"
        let report = try StudioDriver.run("save", studio: studio, folder: folder.url, [
            "file": try #require(file).path, "mine": "# mine\n", "outside": outside, "more": "# more\n", "query": Self.query(editor),
        ])
        #expect(Self.string(report["editor"]) == editor)
        let first = try #require(report["first"] as? [String: Any])
        #expect(Self.string(first["disk"]) == "# mine\n" + Self.pinned)
        #expect(Self.string(first["disk"]) == Self.string(first["editor"]), "the file holds exactly the editor's text")

        let conflict = try #require(report["conflict"] as? [String: Any])
        #expect(Self.string(conflict["disk"]) == outside, "the other editor's text was not written over")
        #expect(Self.string(conflict["editor"]) == "# mine\n# more\n" + Self.pinned, "nothing typed was lost")
        #expect(Self.string(conflict["shown"]) == outside, "the page shows the disk's text beside")
        #expect(conflict["visible"] as? Bool == true)
        #expect(Self.string(conflict["status"]).contains("changed on disk"))

        let last = try #require(report["last"] as? [String: Any])
        #expect(Self.string(last["disk"]) == "# mine\n# more\n" + Self.pinned, "saved over it when asked")
        #expect(Self.string(last["disk"]) == Self.string(last["editor"]))
    }

    @Test func requestsFromElsewhereAndSavesToAnyOtherPathAreRefused() throws {
        let folder = try TemporaryFolder()
        let (studio, file) = try Self.studio(Self.pinned, in: folder)
        let other = folder.appendingPathComponent("other.scene")
        let report = try StudioDriver.run("refusals", studio: studio, folder: folder.url, ["other": other.path, "script": Self.pinned])
        let statuses = try #require(report["statuses"] as? [String: Int])
        for name in ["save without token", "save from another origin", "still from another origin", "validate without token",
                     "page without token", "rebound host"] {
            #expect(statuses[name] == 403, "\(name): \(statuses[name] ?? 0)")
        }
        #expect(statuses["render past the caps"] == 400, "serve's pixel cap")
        #expect(statuses["save to another path"] == 400)
        #expect(statuses["save to another route"] == 404)
        #expect(statuses["browser post from another page"] != 200)
        #expect(!FileManager.default.fileExists(atPath: other.path), "no other file was written")
        #expect(try String(contentsOf: try #require(file), encoding: .utf8) == Self.pinned, "the studio's file is untouched")
    }

    @Test func serveAnswersTheSamePageAtStudioWithoutAFileToWrite() throws {
        let folder = try TemporaryFolder()
        let serve = try StudioProcess([], serve: true)
        let report = try StudioDriver.run("served", studio: serve, folder: folder.url)
        #expect(Self.string(report["kind"]) == "script", "the page's own text played")
        #expect(Self.string(report["editor"]) == "codemirror", "serve's page has the editor too")
        #expect(report["save"] as? Int == 409, "\(report["error"] ?? "")")
    }

    /// A short scene, so that the GIF is quick to draw in a debug build.
    static let short = """
    name: One move
    duration: 1.5
    still: 1.0
    fade-out: 1.2-1.4
    moves:
      0.1 e4

    """

    @Test(.requires(.ffmpeg)) func eachExportButtonDownloadsTheCommandLinesFileNamedAfterTheScript() throws {
        let t = 0.6
        try Self.expectExportsEqualTheCommandLines(Self.short, named: "one-move.scene", formats: ["png", "gif", "mp4", "json", "lottie"], t: t) { format, path in
            format == "png" ? ["still", path, "--t", "\(t)"] : ["render", path]
        }
    }

    /// A short game, so that its video is quick to draw in a debug build.
    static let shortGame = """
    [Event "Two moves"]
    [White "White"]
    [Black "Black"]

    1. e4 e5 2. Nf3 *

    """

    /// A game's buttons take `serve`'s game routes: `/game.gif` is one frame a position, as
    /// `render --frames moves` writes it; the video and the Lottie files are `render`'s.
    @Test(.requires(.ffmpeg)) func aGamesExportButtonsDownloadTheCommandLinesFiles() throws {
        try Self.expectExportsEqualTheCommandLines(Self.shortGame, named: "two-moves.pgn", formats: ["gif", "mp4", "json", "lottie"],
                                                   disabled: ["png"], t: 0.6) { format, path in
            format == "gif" ? ["render", path, "--frames", "moves"] : ["render", path]
        }
    }

    /// Opens `text` as the studio's file, clicks each format's export button with the frame at
    /// `t`, and expects each download named after the file and equal, byte for byte, to the
    /// command line's file written with `arguments(format, path)` and `-o`; the buttons of
    /// `disabled` formats, and only those, cannot be pressed.
    static func expectExportsEqualTheCommandLines(_ text: String, named name: String, formats: [String], disabled: [String] = [], t: Double,
                                                  arguments: (String, String) -> [String]) throws {
        let folder = try TemporaryFolder()
        let (studio, file) = try Self.studio(text, named: name, in: folder)
        let path = try #require(file).path
        let stem = try #require(file).deletingPathExtension().lastPathComponent
        let report = try StudioDriver.run("export", studio: studio, folder: folder.url, ["formats": formats.joined(separator: ","), "t": "\(t)"])
        let files = try #require(report["files"] as? [String: [String: String]])
        #expect(report["disabled"] as? [String] == disabled, "the buttons of formats the text has no route for")
        for format in formats {
            let download = try #require(files[format], "no \(format) download")
            #expect(download["name"] == "\(stem).\(format)")
            let cli = folder.appendingPathComponent("cli.\(format)")
            let written = try ToolRunner.run(arguments(format, path) + ["--quiet", "-o", cli.path])
            try #require(written.status == 0, "\(written.stderr)")
            let downloaded = try Data(contentsOf: URL(fileURLWithPath: try #require(download["path"])))
            #expect(downloaded == (try Data(contentsOf: cli)), "\(format): the download differs from the command line's file")
        }
    }

    @Test func aPGNGamePastedPlaysInTheGameLayoutItsErrorsPlacedAndTheTextOutlivesAReload() throws {
        let folder = try TemporaryFolder()
        let (studio, _) = try Self.studio(nil, in: folder)
        let pgn = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Examples/Games/opera-game.pgn"), encoding: .utf8)
        let broken = pgn.replacingOccurrences(of: "Bxf3", with: "Bxf4")
        let report = try StudioDriver.run("game", studio: studio, folder: folder.url, ["pgn": pgn, "broken": broken])
        let layout = try #require(report["layout"] as? [String: Any])
        #expect(Self.string(layout["kind"]) == "game")

        let brokenFile = folder.appendingPathComponent("broken.pgn")
        try broken.write(to: brokenFile, atomically: true, encoding: .utf8)
        let validate = try ToolRunner.run(["validate", "--json", brokenFile.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [String: Any])
        let expected = try #require(((document["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])?.first)
        let error = try #require(report["error"] as? [String: Any])
        #expect(Self.number(error["line"]) == Self.number(expected["line"]))
        #expect(Self.number(error["column"]) == Self.number(expected["column"]))
        #expect(Self.string(error["code"]) == Self.string(expected["code"]))
        #expect(Self.string(report["reloaded"]) == Self.string(report["typed"]), "the text is kept in the browser's storage")
    }

    @Test func aPGNDroppedPlaysInTheGameLayoutAndItsFrameAtTIsWhatStillDraws() throws {
        let folder = try TemporaryFolder()
        let (studio, _) = try Self.studio(nil, in: folder)
        let game = Fixtures.repositoryRoot.appendingPathComponent("Examples/Games/opera-game.pgn")
        let pgn = try String(contentsOf: game, encoding: .utf8)
        let t = 6.3
        let report = try StudioDriver.run("drop", studio: studio, folder: folder.url, ["pgn": pgn, "name": "opera-game.pgn", "t": "\(t)"])
        #expect(Self.string(report["text"]) == pgn, "the dropped file replaced the text")
        let layout = try #require(report["layout"] as? [String: Any])
        #expect(Self.string(layout["kind"]) == "game")
        #expect(Self.number(report["t"]) == t)

        let comparison = try Self.comparison(ofCanvas: Self.string(report["png"]), withStillOf: game, t: t, in: folder)
        #expect(comparison.share < KitParityTests.wholeFrameLimit,
                "\(comparison.unmatched) pixels (\(String(format: "%.3f", comparison.share * 100))%) have no twin within a pixel")
        print(String(format: "studio: a dropped game's preview at t = %.1f against still: %.3f%% of pixels without a twin", t, comparison.share * 100))
    }

    /// Docs/Studio.md's picture: a typo with its suggestion beside the preview, taken here in
    /// CodeMirror (written into Docs/Images with SNAPSHOT_RECORD=1); then the suggestion applied
    /// with a click, in each editor.
    @Test(arguments: editors) func aSuggestionAppliesWithOneClick(editor: String) throws {
        let folder = try TemporaryFolder()
        let script = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Examples/Scenes/viktor-caro-kann.scene"), encoding: .utf8)
        let (studio, _) = try Self.studio(script, named: "viktor-caro-kann.scene", in: folder)
        let screenshot = folder.appendingPathComponent("studio.png")
        let report = try StudioDriver.run("suggest", studio: studio, folder: folder.url, [
            "screenshot": screenshot.path, "from": "sofia", "to": "sofa", "t": "4.6", "query": Self.query(editor),
        ])
        #expect(Self.string(report["editor"]) == editor)
        #expect(Self.string(report["button"]) == "use sofia")
        #expect(Self.string(report["text"]) == script, "the click put the suggestion in place of the typo")
        let picture = try RasterImage.decodePNG(at: screenshot)
        #expect(picture.width > 1000)
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1", editor == Self.editors[0] {
            let docs = Fixtures.repositoryRoot.appendingPathComponent("Docs/Images/studio.png")
            try? FileManager.default.removeItem(at: docs)
            try FileManager.default.copyItem(at: screenshot, to: docs)
        }
    }
}
