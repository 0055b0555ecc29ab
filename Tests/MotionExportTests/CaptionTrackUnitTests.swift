import Foundation
import MotionExport
import MotionKit
import Testing

@Suite("Captions: WebVTT, where cues fall in a clip, and how ffmpeg is asked to mux them")
struct CaptionTrackUnitTests {
    /// Scene seconds 6 a loop, at rest at 4.6, played 1.2 times as fast: the bots scene's timing.
    let bots = PlaybackTimeline(duration: 6, stillTime: 4.6, speed: 1.2)

    @Test func webVTTWritesTimestampsAndEscapesWhatWouldBreakACue() {
        let text = WebVTT.document([WebVTT.Cue(start: 0, end: 1.2345, text: "1. e4 \u{2014} white pawn to e4"),
                                    WebVTT.Cue(start: 3725.5, end: 3726, text: "a <b> & c --> d\n\nsecond line\r\n"),
                                    WebVTT.Cue(start: 2, end: 2.0004, text: "too short to show")])
        #expect(text == """
        WEBVTT

        00:00:00.000 --> 00:00:01.235
        1. e4 \u{2014} white pawn to e4

        01:02:05.500 --> 01:02:06.000
        a &lt;b&gt; &amp; c --&gt; d
        second line

        """)
    }

    /// A live clip says each loop's lines until the scene comes to rest, each until the next
    /// begins, the last until the clip ends; a line with its own end leaves then.
    @Test func liveCaptionsRepeatEachLoopUntilTheSceneRests() throws {
        let schedule = try FrameSchedule(timeline: bots, playback: .live, fps: 60)
        let captions = ClipCaptions(lines: [.init(time: 0.6, until: 1.2, text: "headline"), .init(time: 3, text: "1. e4"),
                                            .init(time: 5, text: "past the still")],
                                    schedule: schedule, language: "eng")
        let cues = captions.cues.map { [$0.start, $0.end] }
        // 0.6 / 1.2, its own end at 1.2 / 1.2; 3 / 1.2 until the second loop's headline at 6.6 / 1.2;
        // the first loop's 5 / 1.2 too; the second loop rests at 10.6 scene seconds, before its 11.
        let expected: [[Double]] = [[0.5, 1], [2.5, 5 / 1.2], [5 / 1.2, 6.6 / 1.2], [6.6 / 1.2, 7.2 / 1.2],
                                    [9 / 1.2, schedule.wholeClipDuration]]
        #expect(cues.count == expected.count)
        for (cue, want) in zip(cues, expected) {
            #expect(abs(cue[0] - want[0]) < 1e-9 && abs(cue[1] - want[1]) < 1e-9, "\(cue) for \(want)")
        }
        #expect(captions.language == "eng")
    }

    /// A part of the clip (`--from`, `--to`) holds the cues showing in it, counted from its own
    /// first frame; Reduce Motion, which shows the still alone, says nothing, as it sounds nothing.
    @Test func aPartOfTheClipCountsFromItsFirstFrame() throws {
        let lines: [ClipCaptions.Line] = [.init(time: 1.2, text: "one"), .init(time: 3.6, text: "two")]
        let part = try FrameSchedule(timeline: bots, playback: .loop, fps: 60, from: 2, to: 4)
        let cues = ClipCaptions(lines: lines, schedule: part).cues
        #expect(cues.map(\.text) == ["one", "two"])
        #expect(abs(cues[0].start) < 1e-9 && abs(cues[0].end - 1) < 1e-9)
        #expect(abs(cues[1].start - 1) < 1e-9 && abs(cues[1].end - 2) < 1e-9)
        let still = try FrameSchedule(timeline: bots, playback: .live, fps: 60, reduceMotion: true)
        #expect(ClipCaptions(lines: lines, schedule: still).cues.isEmpty)
    }

    /// Without captions ffmpeg gets exactly the arguments it got before (a file without them is
    /// byte for byte today's); with them, the WebVTT file is the last input, mapped to the
    /// format's text codec and tagged with the language, beside the sound or alone.
    @Test func ffmpegsArgumentsGainASubtitleStreamOnlyWithCaptions() {
        let size = PixelSize(width: 96, height: 76)
        func arguments(_ format: VideoFormat, sound: String? = nil, subtitles: (path: String, language: String?)? = nil) -> [String] {
            VideoEncoder.arguments(format: format, size: size, fps: 60, repeats: false, quality: nil, transparent: false,
                                   input: format == .gif ? .bgra : .yuv420p, from: "-", sound: sound, subtitles: subtitles, to: "/tmp/x")
        }
        let silent = arguments(.mp4)
        let withoutCaptions = VideoEncoder.arguments(format: .mp4, size: size, fps: 60, repeats: false, quality: nil, transparent: false,
                                                     input: .yuv420p, from: "-", to: "/tmp/x")
        #expect(silent == withoutCaptions)
        let captioned = arguments(.mp4, subtitles: ("/tmp/c.vtt", "spa"))
        #expect(captioned == Array(silent[..<22]) + ["-i", "file:/tmp/c.vtt"] + Array(silent[22..<(silent.count - 2)])
            + ["-map", "0:v", "-map", "1:s", "-c:s", "mov_text", "-metadata:s:s:0", "language=spa", "-y", "file:/tmp/x"])
        let sounding = arguments(.webm, sound: "/tmp/s.wav")
        let both = arguments(.webm, sound: "/tmp/s.wav", subtitles: ("/tmp/c.vtt", nil))
        #expect(both == Array(sounding[..<24]) + ["-i", "file:/tmp/c.vtt"] + Array(sounding[24..<(sounding.count - 2)])
            + ["-map", "2:s", "-c:s", "webvtt", "-y", "file:/tmp/x"])
        #expect(arguments(.mov, subtitles: ("/tmp/c.vtt", nil)).contains("mov_text"))
        #expect(arguments(.gif, subtitles: ("/tmp/c.vtt", nil)) == arguments(.gif))
    }
}
