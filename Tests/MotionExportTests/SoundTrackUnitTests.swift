import Foundation
import MotionExport
import MotionKit
import Testing

@Suite("Sound: the synth, the meter, the track and how ffmpeg is asked to mux it")
struct SoundTrackUnitTests {
    static let rate = SoundSet.sampleRate

    /// BS.1770's own check: a 997 Hz sine at full scale on one channel reads -3.01 LUFS.
    @Test func theMeterReadsAFullScaleSineAtMinus3LUFS() {
        let sine = (0..<(3 * Self.rate)).map { sin(2 * Double.pi * 997 * Double($0) / Double(Self.rate)) }
        #expect(abs(Loudness.integrated(sine) + 3.01) < 0.05)
        #expect(abs(Loudness.integrated(sine.map { $0 / 10 }) + 23.01) < 0.05)
        #expect(Loudness.integrated([Double](repeating: 0, count: Self.rate)) == -.infinity)
    }

    @Test func wavFilesReadBackTheirSamples() throws {
        let samples: [Int16] = [0, 1, -1, .max, .min, 1234, -4321]
        let bytes = WAVFile.bytes(samples: samples, sampleRate: Self.rate)
        #expect(bytes.count == 44 + 2 * samples.count)
        let read = try WAVFile.read(bytes, path: "x.wav")
        #expect(read.samples == samples && read.sampleRate == Self.rate)
        #expect(throws: SoundSetError.self) { try WAVFile.read(Array("RIFF....WAVX".utf8), path: "y.wav") }
    }

    /// The same recipe, the same samples; the peak is the one asked for, the start silent.
    @Test func aVoiceIsAPureFunctionOfItsRecipe() {
        let voice = SynthVoice(hits: [.init([.init(440, 1, decay: 0.1)], noise: .init(0.3, decay: 0.01))], length: 0.3, peak: 0.5)
        let samples = voice.samples(sampleRate: Self.rate)
        #expect(samples == voice.samples(sampleRate: Self.rate))
        #expect(samples.count == Int(0.3 * Double(Self.rate)))
        #expect(samples.map { abs(Int($0)) }.max() == Int((0.5 * Double(Int16.max)).rounded()))
        #expect(samples[0] == 0 && samples.last.map { abs(Int($0)) < 50 } == true)
    }

    /// Any split of a track into ranges gives exactly the whole track's samples, and the gain
    /// brings the whole to -16 LUFS by our meter.
    @Test func rangesOfATrackAreTheWholeTracksSamples() {
        let knock = SynthVoice(hits: [.init([.init(600, 1, decay: 0.15)])], length: 0.6).samples(sampleRate: Self.rate)
        let set = SoundSet(name: "test", sounds: ["Knock": knock])
        let starts = [4_800, 50_000, 50_100, 97_000, 140_000]
        let track = SoundTrack(placements: starts.map { .init(start: $0, sound: "Knock") } + [.init(start: 1, sound: "Missing")],
                               set: set, length: 150_000)
        #expect(track.placements.count == starts.count)
        let whole = track.pcm(0..<150_000)
        for cut in [1, 4_800, 50_050, 99_999] {
            #expect(track.pcm(0..<cut) + track.pcm(cut..<150_000) == whole, "cut at \(cut)")
        }
        #expect(whole[..<4_800].allSatisfy { $0 == 0 } && whole[4_848] != 0)
        // At -16 LUFS, unless that would have put a sample past the ceiling: then at the ceiling.
        let scale = 1 / Double(Int16.max)
        let peak = Double(whole.map { abs(Int($0)) }.max() ?? 0) * scale
        #expect(peak <= SoundTrack.peakCeiling + 1e-4)
        let loudness = Loudness.integrated(whole.map { Double($0) * scale })
        #expect(abs(loudness - SoundTrack.targetLoudness) < 0.05 || abs(peak - SoundTrack.peakCeiling) < 1e-3,
                "\(loudness) LUFS, peak \(peak)")
    }

    /// Cues are placed as frames are: each loop of `live` until it rests, one loop otherwise, a
    /// later part of the clip counting from the clip's start; Reduce Motion is silent.
    @Test func cuesArePlacedOnTheClipsSamples() throws {
        let set = SoundSet(name: "test", sounds: ["A": [Int16](repeating: 1000, count: 10)])
        let timeline = PlaybackTimeline(duration: 2, stillTime: 1.5, speed: 1, loops: 2)
        let cues = [SoundCue(time: 0.5, sound: "A"), SoundCue(time: 1.75, sound: "A")]
        let live = try FrameSchedule(timeline: timeline, playback: .live, fps: 10, hold: 1)
        // Loop 1: 0.5 and 1.75; loop 2: 2.5 only (the scene rests at 2 + 1.5).
        #expect(ClipSound(cues: cues, set: set, schedule: live).track.placements.map(\.start) == [24_000, 84_000, 120_000])
        let part = try FrameSchedule(timeline: timeline, playback: .loop, fps: 10, from: 1, to: 2)
        let sound = ClipSound(cues: cues, set: set, schedule: part)
        #expect(sound.track.placements.map(\.start) == [24_000, 84_000])
        #expect(sound.range == 48_000..<96_000)
        let still = try FrameSchedule(timeline: timeline, playback: .once, fps: 10, reduceMotion: true)
        #expect(ClipSound(cues: cues, set: set, schedule: still).track.placements.isEmpty)
    }

    /// Without a track ffmpeg gets exactly the arguments it got before videos had sound, so a
    /// muted render is byte for byte the old file; with one, the WAV is a second input mapped to
    /// the format's audio codec.
    @Test func ffmpegsArgumentsWithoutSoundAreTheSilentOnes() {
        let size = PixelSize(width: 96, height: 76)
        let silent = VideoEncoder.arguments(format: .mp4, size: size, fps: 60, repeats: false, quality: nil, transparent: false,
                                            input: .yuv420p, from: "-", to: "/tmp/x.mp4")
        #expect(silent == ["-hide_banner", "-loglevel", "error", "-nostats", "-f", "rawvideo", "-pix_fmt", "yuv420p",
                           "-color_range", "tv", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                           "-s", "96x76", "-r", "60", "-i", "-",
                           "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                           "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                           "-movflags", "+faststart", "-f", "mp4", "-y", "file:/tmp/x.mp4"])
        let sounding = VideoEncoder.arguments(format: .mp4, size: size, fps: 60, repeats: false, quality: nil, transparent: false,
                                              input: .yuv420p, from: "-", sound: "/tmp/s.wav", to: "/tmp/x.mp4")
        #expect(sounding == Array(silent[..<22]) + ["-i", "file:/tmp/s.wav"] + Array(silent[22..<(silent.count - 2)])
            + ["-map", "0:v", "-map", "1:a", "-c:a", "aac", "-b:a", "128k", "-y", "file:/tmp/x.mp4"])
        let gif = VideoEncoder.arguments(format: .gif, size: size, fps: 50, repeats: true, quality: nil, transparent: false,
                                         input: .bgra, from: "-", sound: "/tmp/s.wav", to: "/tmp/x.gif")
        #expect(!gif.contains("file:/tmp/s.wav"))
    }
}
