import ChessMotion
import Foundation
import TestSupport
import Testing

/// The sound track as a viewer hears it: read back by ffprobe and ffmpeg from the files the tool
/// writes, the onsets found in the decoded samples by our own detector (`OnsetDetector`), never
/// from the cue list.
@Suite("chess-motion render: the sound track")
struct SoundTrackTests {
    static let opera = Fixtures.url("Examples/Games/opera-game.pgn").path
    /// Small and few frames: the sound does not depend on the picture.
    static let cheap = ["--fps", "10", "--width", "96"]

    @Test(.requires(.ffmpeg, .ffprobe)) func everyVideoFormatCarriesAnAudioStream() throws {
        let folder = try TemporaryFolder()
        for (format, codec) in [("mp4", "aac"), ("webm", "opus"), ("mov", "pcm_s16le")] {
            let url = folder.appendingPathComponent("coins.\(format)")
            let result = try ToolRunner.run(["render", "coins", "--to", "3", "-o", url.path] + Self.cheap)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(try AudioProbe.audioCodecs(url) == [codec], "\(format)")
        }
        let gif = folder.appendingPathComponent("coins.gif")
        #expect(try ToolRunner.run(["render", "coins", "--to", "1", "-o", gif.path] + Self.cheap).status == 0)
        #expect(try AudioProbe.audioCodecs(gif).isEmpty)
    }

    /// Every move of the Opera game is heard within 5 ms of the instant its piece lands on the
    /// board (the board timeline's arrival, BoardKit's plan), and nothing else sounds but the
    /// end of the game once the result is shown.
    @Test(.requires(.ffmpeg, .ffprobe)) func eachMoveSoundsAsItsPieceLands() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("opera.mp4")
        let result = try ToolRunner.run(["render", Self.opera, "--playback", "once", "-o", url.path] + Self.cheap)
        #expect(result.status == 0, "\(result.stderr)")
        let onsets = OnsetDetector.onsets(try AudioProbe.pcm(url), rate: AudioProbe.rate)

        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        let game = try #require(try PreparedScene(Self.opera, settings: settings).scene as? GameScene)
        let landings = game.timeline.steps.indices.map { game.timeline.arrivalTime(ofMove: $0, motion: game.motion) }
        #expect(landings.count == 33)
        #expect(onsets.count == landings.count + 1, "\(onsets.count) onsets for \(landings.count) moves and the end")
        for (ply, landing) in landings.enumerated() {
            let nearest = onsets.min { abs($0 - landing) < abs($1 - landing) } ?? .infinity
            #expect(abs(nearest - landing) <= 0.005, "ply \(ply + 1) lands at \(landing) s, heard at \(nearest) s")
        }
        if let last = landings.last, let end = onsets.last { #expect(end > last + 0.2) }
    }

    /// ffmpeg's own BS.1770 meter hears every scene at -16 LUFS within 1 LU, and no decoded
    /// sample reaches full scale.
    @Test(.requires(.ffmpeg, .ffprobe)) func loudnessIsMinus16LUFSWithNoClippedSample() throws {
        let folder = try TemporaryFolder()
        for (scene, format) in [(Self.opera, "mp4"), ("coins", "webm"), ("clock", "mov"), ("bots", "mp4")] {
            let url = folder.appendingPathComponent("\(scene.split(separator: "/").last ?? "x").\(format)")
            let result = try ToolRunner.run(["render", scene, "-o", url.path] + Self.cheap)
            #expect(result.status == 0, "\(scene): \(result.stderr)")
            let loudness = try AudioProbe.integratedLoudness(url)
            #expect((-17.0 ... -15.0).contains(loudness), "\(scene).\(format): \(loudness) LUFS")
            let samples = try AudioProbe.pcm(url)
            #expect(samples.contains { $0 != 0 })
            #expect(!samples.contains { $0 == .max || $0 == .min }, "\(scene).\(format) has a clipped sample")
        }
    }

    /// A clip written in two parts (`--from`/`--to`) holds exactly the samples of the whole, and
    /// a batch split over two shards writes the same samples as one machine. QuickTime's track is
    /// the PCM itself, so what is compared is the track before any lossy encoding.
    @Test(.requires(.ffmpeg, .ffprobe)) func partsAndShardsHoldTheWholeRendersSamples() throws {
        let folder = try TemporaryFolder()
        func render(_ name: String, _ range: [String]) throws -> [Int16] {
            let url = folder.appendingPathComponent(name)
            let result = try ToolRunner.run(["render", "bots", "-o", url.path] + range + Self.cheap)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            return try AudioProbe.pcm(url)
        }
        let whole = try render("whole.mov", ["--to", "6"])
        let first = try render("first.mov", ["--to", "3"]), second = try render("second.mov", ["--from", "3", "--to", "6"])
        #expect(whole.count == 6 * AudioProbe.rate)
        #expect(first + second == whole)
        #expect(whole.contains { $0 != 0 })

        let manifest = """
        {"matrix": [{"scene": ["coins", "clock", "bots"], "output": "out/{scene}.mov", "fps": 10, "width": 96,
                     "playback": "once", "sound": "standard"}],
         "jobs": [{"scene": "coins", "output": "out/muted.mov", "fps": 10, "width": 96, "playback": "once", "sound": false}]}
        """
        var tracks: [String: [String: [Int16]]] = [:]
        for (machine, shards) in [("one", [nil]), ("two", ["0/2", "1/2"])] {
            let root = folder.appendingPathComponent(machine)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try manifest.write(to: root.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
            for shard in shards {
                let result = try ToolRunner.run(["batch", "manifest.json"] + (shard.map { ["--shard", $0] } ?? []), in: root)
                #expect(result.status == 0, "\(machine) \(shard ?? "whole"): \(result.stderr)")
            }
            for scene in ["coins", "clock", "bots"] {
                tracks[machine, default: [:]][scene] = try AudioProbe.pcm(root.appendingPathComponent("out/\(scene).mov"))
            }
        }
        #expect(tracks["one"] == tracks["two"])
        #expect(try AudioProbe.audioCodecs(folder.appendingPathComponent("one/out/muted.mov")).isEmpty)
        #expect(tracks["one"]?.values.allSatisfy { $0.contains { $0 != 0 } } == true)
    }

    /// `--mute` writes the silent video it always did: no audio stream, and the same bytes each
    /// time (the arguments ffmpeg gets are pinned by `VideoEncoderArgumentsTests`).
    @Test(.requires(.ffmpeg, .ffprobe)) func muteWritesTheSilentVideo() throws {
        let folder = try TemporaryFolder()
        for format in ["mp4", "mov"] {
            var files: [Data] = []
            for run in 0..<2 {
                let url = folder.appendingPathComponent("\(run).\(format)")
                let result = try ToolRunner.run(["render", "coins", "--to", "1", "--mute", "-o", url.path] + Self.cheap)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(try AudioProbe.audioCodecs(url).isEmpty)
                files.append(try Data(contentsOf: url))
            }
            #expect(files[0] == files[1], "\(format)")
        }
        let both = try ToolRunner.run(["render", "coins", "--mute", "--sound", "standard", "-o", folder.appendingPathComponent("x.mp4").path])
        #expect(both.status == 2 && both.stderr.contains("--mute"), "\(both.stderr)")
        let unknown = try ToolRunner.run(["render", "coins", "--sound", "kazoo", "-o", folder.appendingPathComponent("y.mp4").path] + Self.cheap)
        #expect(unknown.status == 1 && unknown.stderr.contains("kazoo") && unknown.stderr.contains("standard"), "\(unknown.stderr)")
    }
}

extension SoundTrackTests {
    /// A sound set dropped into the user's data folder is listed, chosen in the settings, and
    /// heard: one holding only a flag makes the clock scene sound once, where the standard set
    /// sounds the press too.
    @Test(.requires(.ffmpeg, .ffprobe)) func aDroppedInSetChosenInTheSettingsIsHeard() throws {
        let folder = try TemporaryFolder()
        let data = folder.appendingPathComponent("data")
        let set = data.appendingPathComponent("chess-motion/SoundSets/just-a-flag")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("SoundSets/standard/Flag.wav"), to: set.appendingPathComponent("Flag.wav"))
        let settings = folder.appendingPathComponent("settings.json").path
        let environment = ["XDG_DATA_HOME": data.path]
        let listed = try ToolRunner.run(["sounds"], environment: environment)
        #expect(listed.stdout.contains("just-a-flag") && listed.stdout.contains("standard"), "\(listed.stdout)")
        let chosen = try ToolRunner.run(["settings", "set", "sound", "just-a-flag", "--settings", settings], environment: environment)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        var heard: [String: Int] = [:]
        for (name, extra) in [("settings", [String]()), ("standard", ["--sound", "standard"])] {
            let url = folder.appendingPathComponent("\(name).mov")
            let result = try ToolRunner.run(["render", "clock", "--playback", "once", "--settings", settings, "-o", url.path]
                                            + extra + Self.cheap, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            heard[name] = OnsetDetector.onsets(try AudioProbe.pcm(url), rate: AudioProbe.rate).count
        }
        #expect(heard == ["settings": 1, "standard": 2])
        let refused = try ToolRunner.run(["settings", "set", "sound", "kazoo", "--settings", settings], environment: environment)
        #expect(refused.status != 0 && refused.stderr.contains("sound set"), "\(refused.stderr)")
    }
}

/// Reads a file's audio back with other people's tools.
enum AudioProbe {
    static let rate = 48_000

    /// The codec of each audio stream, as ffprobe names it.
    static func audioCodecs(_ url: URL) throws -> [String] {
        let result = try ProcessRunner(try ExternalTool.ffprobe.require())
            .run(["-v", "error", "-select_streams", "a", "-show_entries", "stream=codec_name", "-of", "csv=p=0", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The first audio stream decoded by ffmpeg to mono 16-bit samples at 48 kHz.
    static func pcm(_ url: URL) throws -> [Int16] {
        let result = try ProcessRunner(try ExternalTool.ffmpeg.require())
            .run(["-v", "error", "-i", url.path, "-map", "0:a:0", "-f", "s16le", "-ac", "1", "-ar", String(rate), "-"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutData.withUnsafeBytes { raw in
            (0..<raw.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: 2 * $0, as: Int16.self)) }
        }
    }

    /// The integrated loudness ffmpeg's `ebur128` filter reports, in LUFS.
    static func integratedLoudness(_ url: URL) throws -> Double {
        let result = try ProcessRunner(try ExternalTool.ffmpeg.require())
            .run(["-hide_banner", "-nostats", "-i", url.path, "-map", "0:a:0", "-af", "ebur128", "-f", "null", "-"])
        let summary = try #require(result.stderr.range(of: "Summary:")).upperBound
        let line = try #require(result.stderr[summary...].split(separator: "\n").first { $0.contains("I:") })
        let number = line.split(separator: " ").compactMap { Double($0) }.first
        return try #require(number, "\(line)")
    }
}

/// Finds where sounds start in decoded samples, knowing nothing of what was meant to sound: the
/// level in 1 ms windows, an event where it rises 12 dB over the 30 ms before and above -40
/// dBFS, its onset the first window that reaches a quarter of the event's peak (so a codec's
/// faint pre-echo does not count), and 200 ms before another event may start (a castle's rook
/// is part of its king's sound).
enum OnsetDetector {
    static func onsets(_ samples: [Int16], rate: Int) -> [Double] {
        let window = rate / 1000
        let levels = stride(from: 0, to: samples.count - window + 1, by: window).map { start in
            (samples[start..<start + window].reduce(0.0) { $0 + Double($1) * Double($1) } / Double(window)).squareRoot() / 32768
        }
        var onsets: [Double] = []
        var w = 30
        while w < levels.count {
            let before = levels[(w - 30)..<(w - 2)].max() ?? 0
            guard levels[w] > 0.01, levels[w] > 4 * max(before, 1e-5) else {
                w += 1
                continue
            }
            let peak = levels[w..<min(levels.count, w + 30)].max() ?? levels[w]
            var first = max(0, w - 25)
            while levels[first] < 0.25 * peak { first += 1 }
            onsets.append(Double(first * window) / Double(rate))
            w = first + 200
        }
        return onsets
    }
}
