import Foundation
import RenderService
import Testing
import TestSupport

/// The clip routes' `sound` and `mute`, over a real socket, the answers read back by ffprobe.
@Suite("RenderService clips: sound", .serialized)
struct ServiceSoundTests {
    static func audioCodecs(_ reply: ServiceHTTP.Reply) throws -> [String] {
        let url = try ServiceClipTests.saved(reply, named: "clip.mp4")
        let result = try ProcessRunner(try ExternalTool.ffprobe.require())
            .run(["-v", "error", "-select_streams", "a", "-show_entries", "stream=codec_name", "-of", "csv=p=0", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test(.requires(.ffmpeg, .ffprobe)) func clipsSoundUnlessMuted() throws {
        let running = try RunningService()
        defer { running.stop() }
        let sounding = try running.http.get("/scenes/clock.mp4?playback=once&fps=5&width=64&sound=standard")
        #expect(sounding.status == 200)
        #expect(try Self.audioCodecs(sounding) == ["aac"])
        let muted = try running.http.get("/scenes/clock.mp4?playback=once&fps=5&width=64&mute=1")
        #expect(muted.status == 200)
        #expect(try Self.audioCodecs(muted).isEmpty)
        let game = try running.http.post("/game.webm?fps=5&width=64&playback=once", body: Data("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0".utf8))
        #expect(game.status == 200)
        #expect(try Self.audioCodecs(game) == ["opus"])
        let unknown = try running.http.get("/scenes/clock.mp4?fps=5&sound=kazoo")
        #expect(unknown.status == 400 && unknown.json?["where"] as? String == "query.sound")
        let both = try running.http.get("/scenes/clock.mp4?fps=5&sound=standard&mute=1")
        #expect(both.status == 400 && both.json?["where"] as? String == "query.mute")
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }
}
