import ChessMotion
import Foundation
import TestSupport
import Testing

/// Captions as a viewer's player reads them: the subtitle stream listed by ffprobe, the WebVTT
/// beside the video and the track inside it parsed by webvtt-py (PyPI, in a venv of the tests'
/// own), the cues' instants held to the board's own plan.
@Suite("chess-motion render --captions: subtitles and WebVTT")
struct CaptionsTests {
    static let opera = Fixtures.url("Examples/Games/opera-game.pgn").path
    static let cheap = ["--fps", "10", "--width", "96"]
    static let venv = TestVenv(name: "webvtt", packages: ["webvtt-py==0.6.0"])

    /// Each cue as webvtt-py reads it: start and end in seconds, and its text.
    struct Cue: Decodable {
        var start: Double, end: Double, text: String
    }

    /// `file`'s cues, read by webvtt-py (timestamps turned into seconds here, from its strings).
    static func parse(_ file: URL) throws -> [Cue] {
        let script = """
        import json, sys, webvtt
        def seconds(stamp):
            h, m, s = stamp.split(":")
            return int(h) * 3600 + int(m) * 60 + float(s)
        cues = [{"start": seconds(c.start), "end": seconds(c.end), "text": c.text} for c in webvtt.read(sys.argv[1])]
        print(json.dumps(cues))
        """
        let result = try ProcessRunner(try venv.python).run(["-c", script, file.path], timeout: 60)
        guard result.status == 0 else { throw ExportProbe.Failure(description: "webvtt-py refused \(file.path): \(result.stderr)") }
        return try JSONDecoder().decode([Cue].self, from: Data(result.stdout.utf8))
    }

    /// The codec of each stream of `kind` ("s", "a"), as ffprobe names it.
    static func codecs(_ url: URL, _ kind: String) throws -> [String] {
        let result = try ProcessRunner(try ExternalTool.ffprobe.require())
            .run(["-v", "error", "-select_streams", kind, "-show_entries", "stream=codec_name", "-of", "csv=p=0", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// MP4 and MOV carry mov_text, WebM WebVTT, with the sound track and without it (`--mute`),
    /// and the WebVTT file lies beside each.
    @Test(.requires(.ffmpeg, .ffprobe)) func everyVideoFormatCarriesASubtitleStreamWithOrWithoutSound() throws {
        let folder = try TemporaryFolder()
        for (format, codec) in [("mp4", "mov_text"), ("webm", "webvtt"), ("mov", "mov_text")] {
            for muted in [false, true] {
                let url = folder.appendingPathComponent("bots-\(muted ? "muted" : "sound").\(format)")
                let result = try ToolRunner.run(["render", "bots", "--to", "4", "--captions", "-o", url.path]
                                                + (muted ? ["--mute"] : []) + Self.cheap)
                #expect(result.status == 0, "\(format): \(result.stderr)")
                #expect(try Self.codecs(url, "s") == [codec], "\(format) muted \(muted)")
                #expect(try Self.codecs(url, "a").count == (muted ? 0 : 1), "\(format) muted \(muted)")
                let beside = url.deletingPathExtension().appendingPathExtension("vtt")
                #expect(try Self.parse(beside).contains { $0.text.contains("1. e4 \u{2014} white pawn to e4") })
            }
        }
    }

    /// Every move of the Opera game has its cue, "N. SAN — words", starting within a frame of
    /// the instant its piece lands (the board timeline's arrival, BoardKit's plan); the track
    /// inside the MP4, taken out by ffmpeg, says the same; the players and the result are said.
    @Test(.requires(.ffmpeg, .ffprobe)) func webvttPyReadsACueAtEachMovesLanding() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("opera.mp4")
        let result = try ToolRunner.run(["render", Self.opera, "--playback", "once", "--captions", "-o", url.path] + Self.cheap)
        #expect(result.status == 0, "\(result.stderr)")
        let cues = try Self.parse(folder.appendingPathComponent("opera.vtt"))

        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        let game = try #require(try PreparedScene(Self.opera, settings: settings).scene as? GameScene)
        let frame = 1.0 / 10
        #expect(game.timeline.steps.count == 33)
        for (ply, step) in game.timeline.steps.enumerated() {
            let landing = game.timeline.arrivalTime(ofMove: ply, motion: game.motion) / game.speed
            let number = step.before.fullmoveNumber
            let written = (step.before.sideToMove == .white ? "\(number). " : "\(number)... ") + step.san + " \u{2014} "
            let cue = try #require(cues.first { $0.text.hasPrefix(written) }, "no cue for \(written)")
            #expect(abs(cue.start - landing) <= frame, "\(written) at \(cue.start) s, lands at \(landing) s")
        }
        #expect(cues.first?.text == "Paul Morphy against Duke Karl / Count Isouard")
        #expect(cues.contains { $0.text.hasPrefix("17. Rd8# \u{2014} white rook to d8, checkmate") })
        #expect(cues.last?.text == "1\u{2013}0 \u{B7} checkmate")
        #expect(zip(cues, cues.dropFirst()).allSatisfy { $0.end <= $1.start + 1e-9 }, "cues overlap")

        let inside = folder.appendingPathComponent("inside.vtt")
        let taken = try ProcessRunner(try ExternalTool.ffmpeg.require())
            .run(["-v", "error", "-i", url.path, "-map", "0:s:0", "-f", "webvtt", inside.path])
        #expect(taken.status == 0, "\(taken.stderr)")
        let embedded = try Self.parse(inside)
        #expect(embedded.map(\.text) == cues.map(\.text))
        for (a, b) in zip(embedded, cues) { #expect(abs(a.start - b.start) <= 0.002, "\(a.text)") }
    }

    /// `--locale es` captions every move and the scene's own words in Spanish, and tags the track.
    @Test(.requires(.ffmpeg, .ffprobe)) func spanishCaptionsAreInSpanish() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("bots.webm")
        let result = try ToolRunner.run(["render", "bots", "--playback", "once", "--locale", "es", "--captions", "-o", url.path] + Self.cheap)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try Self.parse(folder.appendingPathComponent("bots.vtt")).map(\.text).joined(separator: "\n")
        for spanish in ["Elige a tu rival", "Rivales: Pip, Sofía y Viktor", "Eliges a Sofía", "Tu partida con Sofía",
                        "1. e4 \u{2014} peón blanco a e4", "1... e5 \u{2014} peón negro a e5"] {
            #expect(text.contains(spanish), "\(spanish) in \(text)")
        }
        for english in ["white", "black", "pawn", "Choose", "picked"] { #expect(!text.contains(english), "\(english) in \(text)") }
        let language = try ProcessRunner(try ExternalTool.ffprobe.require())
            .run(["-v", "error", "-select_streams", "s", "-show_entries", "stream_tags=language", "-of", "csv=p=0", url.path])
        #expect(language.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "spa")
    }

    /// Without `--captions` nothing changes: no subtitle stream, no WebVTT file, the same bytes
    /// each time (ffmpeg's arguments are pinned by `CaptionTrackUnitTests`), and a captioned
    /// render's picture and sound are those packets exactly.
    @Test(.requires(.ffmpeg, .ffprobe)) func captionsOffIsTodaysFile() throws {
        let folder = try TemporaryFolder()
        func render(_ name: String, _ extra: [String]) throws -> URL {
            let url = folder.appendingPathComponent(name)
            let result = try ToolRunner.run(["render", "coins", "--to", "2", "-o", url.path] + extra + Self.cheap)
            #expect(result.status == 0, "\(result.stderr)")
            return url
        }
        func streamHashes(_ url: URL) throws -> String {
            let result = try ProcessRunner(try ExternalTool.ffmpeg.require())
                .run(["-v", "error", "-i", url.path, "-map", "0:v", "-map", "0:a", "-c", "copy", "-f", "streamhash", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        let plain = try render("plain.mp4", []), again = try render("again.mp4", []), captioned = try render("captioned.mp4", ["--captions"])
        #expect(try Self.codecs(plain, "s").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain.vtt").path))
        #expect(try Data(contentsOf: plain) == Data(contentsOf: again))
        #expect(try streamHashes(plain) == streamHashes(captioned))
    }

    /// Outputs with no subtitle track refuse `--captions` before drawing, naming those that take it.
    @Test func outputsWithoutATextTrackRefuseCaptions() throws {
        let folder = try TemporaryFolder()
        for output in ["coins.gif", "frames/", "coins.json"] {
            let path = folder.path + "/" + output
            let result = try ToolRunner.run(["render", "coins", "--captions", "-o", path])
            #expect(result.status == 2 && result.stderr.contains("--captions") && result.stderr.contains(".webm"), "\(output): \(result.stderr)")
        }
    }
}
