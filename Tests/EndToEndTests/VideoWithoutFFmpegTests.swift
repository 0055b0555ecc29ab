import Foundation
import TestSupport
import Testing

/// A silent MP4 is encoded by libx264 in the tool and written by it, so it needs no ffmpeg on
/// the search path; a video that does need ffmpeg is refused before a frame is drawn, leaving
/// nothing where it was to go.
@Suite("Videos on a machine without ffmpeg")
struct VideoWithoutFFmpegTests {
    @Test(.requires(.ffprobe)) func aSilentMP4NeedsNoFFmpeg() throws {
        let url = try TemporaryFolder("no-ffmpeg").appendingPathComponent("silent.mp4")
        let result = try ToolRunner.run(["render", "coins", "--to", "0.5", "--width", "360", "--mute", "--quiet", "-o", url.path],
                                        environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try VideoProbe.read(url)
        #expect(video.codec == "h264" && video.width == 360 && video.frames == 30)
    }

    @Test(arguments: [["-o", "sound.mp4"], ["--mute", "--captions", "-o", "captions.mp4"], ["--mute", "-o", "clip.webm"]])
    func aVideoThatNeedsFFmpegIsRefusedSayingSo(arguments: [String]) throws {
        let folder = try TemporaryFolder("no-ffmpeg")
        let result = try ToolRunner.run(["render", "Examples/Games/opera-game.pgn", "--to", "0.5", "--width", "360", "--quiet"]
                                            + arguments.dropLast() + [folder.appendingPathComponent(arguments.last!).path],
                                        environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ffmpeg is needed") && result.stderr.contains("--mute"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is left behind")
    }
}
