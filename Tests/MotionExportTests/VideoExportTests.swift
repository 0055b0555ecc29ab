import MotionExport
import Foundation
import TestSupport
import MotionKit
import Testing

@Suite("Exporting clips: ffmpeg video and GIF, PNG sequences")
struct VideoExportTests {
    let schedule: FrameSchedule
    let renderer: FrameRenderer

    init() throws {
        // 0.5 s at 10 fps: five frames, enough to count and cheap to encode.
        schedule = try ExportFixtures.schedule(from: 0.5, to: 1.0)
        renderer = try ExportFixtures.renderer()
    }

    @Test(.requires(.ffmpeg, .ffprobe), arguments: VideoFormat.allCases)
    func videosHaveEveryFrameAtTheEncodedSize(format: VideoFormat) throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("clip.\(format.rawValue)")
        let requested = PixelSize(width: 121, height: 95)
        let size = format.encodedSize(for: requested)
        var encoder = try VideoEncoder(format: format, size: size, fps: schedule.fps, repeats: true, to: url,
                                       ffmpeg: FFmpeg.locate)
        let report = try ClipExporter(renderer: renderer, schedule: schedule, size: size).export(into: &encoder)
        #expect(report.frames == 5)
        let video = try VideoProbe.read(url)
        #expect(video.frames == 5)
        if format == .gif {
            #expect(video.width == 121 && video.height == 95, "GIF keeps odd sides")
        } else {
            #expect(video.width == 122 && video.height == 96, "H.264, VP9 and ProRes get even sides")
        }
        #expect(video.codec == ["mp4": "h264", "webm": "vp9", "gif": "gif", "mov": "prores"][format.rawValue])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["clip.\(format.rawValue)"], "no partial or temporary files remain")
    }

    @Test(.requires(.ffmpeg)) func aGIFLoopsForeverOnlyWhenAskedTo() throws {
        let folder = try TemporaryFolder()
        var sizes: [Bool: Data] = [:]
        for repeats in [true, false] {
            let url = folder.appendingPathComponent("\(repeats).gif")
            var encoder = try VideoEncoder(format: .gif, size: PixelSize(width: 60, height: 48), fps: 10, repeats: repeats,
                                           to: url, ffmpeg: FFmpeg.locate)
            try ClipExporter(renderer: renderer, schedule: schedule, size: PixelSize(width: 60, height: 48)).export(into: &encoder)
            sizes[repeats] = try Data(contentsOf: url)
        }
        // The NETSCAPE2.0 application extension is what makes a GIF repeat.
        let netscape = Data("NETSCAPE2.0".utf8)
        #expect(sizes[true]?.range(of: netscape) != nil)
        #expect(sizes[false]?.range(of: netscape) == nil)
    }

    @Test func aFailedEncodeKeepsTheUsersEarlierFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("keep.mp4")
        try Data("earlier video".utf8).write(to: url)
        // `false` stands in for an ffmpeg that fails at once, encoding the frames itself (a silent
        // MP4 encoded here would need no ffmpeg).
        var encoder = try VideoEncoder(format: .mp4, size: PixelSize(width: 60, height: 48), fps: 10, repeats: false,
                                       inProcess: false, to: url, ffmpeg: { URL(fileURLWithPath: "/bin/false") })
        #expect(throws: ExportError.self) {
            try ClipExporter(renderer: renderer, schedule: schedule, size: PixelSize(width: 60, height: 48)).export(into: &encoder)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "earlier video")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.mp4"])
    }

    @Test(.requires(.ffmpeg)) func ffmpegsOwnMessageIsReported() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("x.mp4")
        // libx264 refuses odd sides: the message must reach the user.
        var encoder = try VideoEncoder(format: .mp4, size: PixelSize(width: 61, height: 47), fps: 10, repeats: false,
                                       to: url, ffmpeg: FFmpeg.locate)
        do {
            try ClipExporter(renderer: renderer, schedule: schedule, size: PixelSize(width: 61, height: 47)).export(into: &encoder)
            Issue.record("odd sides were accepted")
        } catch let error as ExportError {
            guard case .ffmpegFailed(_, let message, let output) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("divisible by 2"), "\(message)")
            #expect(output == url.path)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func missingFFmpegSaysHowToInstallIt() {
        #expect(throws: ExportError.ffmpegMissing(searched: ["/nonexistent"])) {
            try FFmpeg.locate(environment: ["PATH": "/nonexistent"])
        }
        let message = ExportError.ffmpegMissing(searched: ["/nonexistent"]).description
        #expect(message.contains("apt-get install ffmpeg") && message.contains("PNG sequence") && message.contains("--mute"))
    }

    @Test(.requires(.ffmpeg)) func unwritableDestinationsFailBeforeFFmpegStarts() throws {
        #expect(throws: ExportError.unwritable(path: "/nonexistent-folder/x.mp4", reason: "the folder /nonexistent-folder does not exist")) {
            try VideoEncoder(format: .mp4, size: PixelSize(width: 60, height: 48), fps: 10, repeats: false,
                             to: URL(fileURLWithPath: "/nonexistent-folder/x.mp4"), ffmpeg: FFmpeg.locate)
        }
    }

    @Test func aPNGSequenceHoldsTheFramesInOrderAndDropsStaleOnes() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.appendingPathComponent("frames")
        let size = PixelSize(width: 90, height: 70)
        var writer = try PNGSequenceWriter(folder: folder, count: schedule.count)
        // Leftovers of an earlier, longer render, and a file of the user's own.
        try Data().write(to: writer.url(ofFrame: 7))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try ClipExporter(renderer: renderer, schedule: schedule, size: size).export(into: &writer)
        #expect(writer.removedStaleFrames == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00004.png", "notes.txt"])
        for k in 0..<5 {
            let decoded = try RasterImage.decodePNG(at: writer.url(ofFrame: k))
            #expect(decoded == (try renderer.raster(at: schedule.sceneTime(ofFrame: k), size: size)), "frame \(k)")
        }
        let onDisk = try (0..<5).map { try Data(contentsOf: writer.url(ofFrame: $0)).count }.reduce(0, +)
        #expect(writer.bytesWritten == onDisk, "the counted bytes are the frames' sizes on disk")
    }

    @Test func aSequenceCannotGoWhereAFileIs() throws {
        let temporary = try TemporaryFolder()
        let file = temporary.appendingPathComponent("taken")
        try Data().write(to: file)
        #expect(throws: ExportError.unwritable(path: file.path, reason: "it is a file, not a folder")) {
            try PNGSequenceWriter(folder: file, count: 3)
        }
    }

    @Test func longClipsGetMoreDigits() throws {
        let temporary = try TemporaryFolder()
        let writer = try PNGSequenceWriter(folder: temporary.url, count: 123_456)
        #expect(writer.url(ofFrame: 42).lastPathComponent == "frame-000042.png")
    }

    @Test func theProgressLineShowsFramesRateAndTimeLeft() {
        let line = ExportProgress(done: 120, total: 600, elapsed: 2).line(barWidth: 10)
        #expect(line == "[██░░░░░░░░] 120/600 frames  60.0 fps  0:08 left")
        #expect(ExportProgress(done: 0, total: 10, elapsed: 0).line(barWidth: 4) == "[░░░░] 0/10 frames  -- fps  --:-- left")
        #expect(ExportProgress(done: 10, total: 10, elapsed: 4).line(barWidth: 4).hasSuffix("2.5 fps  done"))
        #expect(ExportProgress(done: 1, total: 7201, elapsed: 1).line().hasSuffix("2:00:00 left"))
    }
}
