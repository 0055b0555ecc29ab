import Foundation
@testable import MotionExport
import MotionKit
import TestSupport
import Testing

/// An MP4's H.264 encoded in this process by libx264 (`H264Encoder`), written here when it has
/// frames alone (`MP4H264Writer`) and muxed by ffmpeg from Matroska (`MatroskaH264Stream`) with
/// sound and captions, must be the MP4 ffmpeg encodes itself from the same frames: the same
/// stream to the byte, the same samples with the same times and flags, the same decoded frames,
/// the same tracks as ffprobe reads them.
@Suite("MP4s encoded in process by libx264, written here or muxed by ffmpeg")
struct InProcessH264Tests {
    /// Frames that move, a bar sweeping over a gradient and a square blinking, so that x264
    /// predicts, reorders B-frames and finds scene changes.
    static func frames(_ count: Int, size: PixelSize) -> [RasterImage] {
        (0..<count).map { index in
            var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let offset = (y * size.width + x) * 4
                    let bar = abs(x - index * 3 % size.width) < 4
                    let square = index % 15 < 5 && x < 12 && y < 12
                    pixels[offset] = bar ? 20 : UInt8(x * 255 / size.width)
                    pixels[offset + 1] = square ? 0 : UInt8(y * 255 / size.height)
                    pixels[offset + 2] = UInt8((x + y + index * 5) % 256)
                }
            }
            return RasterImage(width: size.width, height: size.height, pixels: pixels)
        }
    }

    /// `frames` written by `VideoEncoder`, encoded here or by ffmpeg: whether they were encoded
    /// here, and whether ffmpeg ran.
    @discardableResult
    static func write(_ frames: [RasterImage], fps: Double, inProcess: Bool, budget: RenderMemoryBudget = .standard,
                      sound: [Int16]? = nil, captions: ClipCaptions? = nil, to url: URL) throws -> (encodedHere: Bool, ffmpegRan: Bool) {
        let size = PixelSize(width: frames[0].width, height: frames[0].height)
        let encoder = try VideoEncoder(format: .mp4, size: size, fps: fps, repeats: false, budget: budget, sound: sound,
                                       captions: captions, inProcess: inProcess, to: url, ffmpeg: FFmpeg.locate)
        let route = (encoder.encodesInProcess, encoder.runsFFmpeg)
        for (index, frame) in frames.enumerated() { try encoder.write(try encoder.prepare(frame), index: index) }
        try encoder.finish()
        return route
    }

    struct ToolFailed: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ tool: ExternalTool, _ arguments: [String]) throws -> Data {
        let result = try ProcessRunner(try tool.require()).run(arguments, timeout: 60)
        guard result.status == 0 else { throw ToolFailed(description: "\(tool) \(arguments): \(result.stderr)") }
        return result.stdoutData
    }

    /// What two MP4s are compared by: the H.264 stream's bytes, every stream's decoded frames
    /// and their times, ffprobe's account of every stream, and every sample's times, size and
    /// flags as ffprobe reads them from the index.
    static func facts(_ url: URL) throws -> (stream: Data, frames: String, streams: String, packets: String) {
        let stream = try run(.ffmpeg, ["-v", "error", "-i", url.path, "-map", "0:v", "-c", "copy", "-f", "h264", "-"])
        let frames = try run(.ffmpeg, ["-v", "error", "-i", url.path, "-map", "0:v", "-map", "0:a?", "-f", "framemd5", "-"])
        let streams = try run(.ffprobe, ["-v", "error", "-show_entries",
                                         "stream=codec_name,profile,width,height,pix_fmt,sample_aspect_ratio,color_range,color_space,"
                                            + "color_transfer,color_primaries,r_frame_rate,time_base,start_time,duration,nb_frames"
                                            + ":stream_tags=language:format=duration", "-of", "compact", url.path])
        let packets = try run(.ffprobe, ["-v", "error", "-show_entries", "packet=stream_index,pts,dts,duration,size,flags",
                                         "-of", "csv", url.path])
        return (stream, String(decoding: frames, as: UTF8.self), String(decoding: streams, as: UTF8.self),
                String(decoding: packets, as: UTF8.self))
    }

    static func expectSameVideo(_ ours: URL, _ ffmpegs: URL, _ label: String) throws {
        let (a, b) = (try facts(ours), try facts(ffmpegs))
        #expect(!a.stream.isEmpty && a.stream == b.stream, "\(label): the H.264 stream")
        #expect(a.frames == b.frames, "\(label): the decoded frames and their times")
        #expect(a.streams == b.streams, "\(label): \(a.streams) against \(b.streams)")
        #expect(!a.packets.isEmpty && a.packets == b.packets, "\(label): the samples' times, sizes and flags")
        #expect(VideoFileCheck.problem(in: ours.path, format: .mp4) == nil, "\(label): a whole MP4")
    }

    @Test(.requires(.ffmpeg), arguments: [(60.0, 50), (29.97, 40), (24.0, 30)])
    func anMP4EncodedHereIsFFmpegsOwnEncode(fps: Double, count: Int) throws {
        let folder = try TemporaryFolder()
        let frames = Self.frames(count, size: PixelSize(width: 64, height: 48))
        let ours = folder.appendingPathComponent("here.mp4"), ffmpegs = folder.appendingPathComponent("ffmpeg.mp4")
        let route = try Self.write(frames, fps: fps, inProcess: true, to: ours)
        #expect(route.encodedHere, "libx264 loads on this machine")
        #expect(!route.ffmpegRan, "frames alone are written here")
        let ffmpegsRoute = try Self.write(frames, fps: fps, inProcess: false, to: ffmpegs)
        #expect(!ffmpegsRoute.encodedHere && ffmpegsRoute.ffmpegRan)
        try Self.expectSameVideo(ours, ffmpegs, "\(fps) fps")
        #expect(try VideoProbe.read(ours).frames == count)
    }

    /// What headless Chromium shows of `video` in a page's `<video>`: its length and size, and
    /// its first picture (the time shown and a sum over the pixels drawn on a canvas). A media
    /// element holds the page's load until its first picture is there, so the page Chromium
    /// prints nearly always has it (seeking, under the test run's load, sometimes finished after
    /// the page was printed). A page printed before its video said anything, or a browser killed
    /// at the time limit, is asked again, up to `attempts` times: a busy machine's, not the file's.
    static func shownInChromium(_ video: URL, attempts: Int = 3) throws -> String {
        for _ in 0..<attempts {
            let shown = try shownOnceInChromium(video)
            if !shown.isEmpty { return shown }
        }
        throw ToolFailed(description: "chromium showed nothing of \(video.lastPathComponent) in \(attempts) attempts")
    }

    private static func shownOnceInChromium(_ video: URL) throws -> String {
        let page = video.deletingLastPathComponent().appendingPathComponent(video.lastPathComponent + ".html")
        let html = """
        <!doctype html><html><body><video id="v" muted preload="auto" src="\(video.lastPathComponent)"></video><pre id="out"></pre>
        <script>
        const v = document.getElementById('v'), out = document.getElementById('out');
        v.addEventListener('error', () => { out.textContent = 'error ' + (v.error && v.error.code); });
        v.addEventListener('loadeddata', () => {
          const c = document.createElement('canvas'); c.width = v.videoWidth; c.height = v.videoHeight;
          const g = c.getContext('2d'); g.drawImage(v, 0, 0);
          let sum = 0; for (const byte of g.getImageData(0, 0, c.width, c.height).data) sum += byte;
          out.textContent = v.duration + ' ' + v.videoWidth + 'x' + v.videoHeight + ' ' + v.currentTime + ':' + sum;
        });
        </script></body></html>
        """
        try Data(html.utf8).write(to: page)
        let result = try ProcessRunner(try ExternalTool.chromium.require()).run([
            "--headless", "--disable-gpu", "--no-sandbox", "--allow-file-access-from-files", "--virtual-time-budget=5000",
            "--dump-dom", page.absoluteString,
        ], timeout: 120)
        if result.timedOut { return "" }
        let dom = result.stdout
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ToolFailed(description: "chromium showed no page: \(result.stderr.suffix(400))")
        }
        return String(dom[start.upperBound..<end.lowerBound])
    }

    /// A browser plays the MP4 written here as the one ffmpeg writes from the same frames: the
    /// same length and size, and the same first picture at the same time (the edit list and
    /// composition offsets say which picture that is).
    @Test(.requires(.ffmpeg, .chromium)) func chromiumPlaysTheMP4WrittenHereAsFFmpegs() throws {
        let folder = try TemporaryFolder()
        let frames = Self.frames(60, size: PixelSize(width: 64, height: 48))
        let ours = folder.appendingPathComponent("here.mp4"), ffmpegs = folder.appendingPathComponent("ffmpeg.mp4")
        #expect(try !Self.write(frames, fps: 30, inProcess: true, to: ours).ffmpegRan)
        try Self.write(frames, fps: 30, inProcess: false, to: ffmpegs)
        let shown = try Self.shownInChromium(ours), shownOfFFmpegs = try Self.shownInChromium(ffmpegs)
        #expect(shown.hasPrefix("2 64x48 0:"), "\(shown)")
        #expect(shown == shownOfFFmpegs, "ours: \(shown); ffmpeg's: \(shownOfFFmpegs)")
    }

    /// x264 reads memory it has not written (CX264's `memalign`), so an encoder in a process
    /// that has already encoded, or drawn, must still give the same bytes: the service and batch
    /// encode many videos in one process and must write the command line's bytes.
    @Test(.requires(.ffmpeg)) func theSameFramesGiveTheSameBytesEveryTimeInOneProcess() throws {
        let folder = try TemporaryFolder()
        for size in [PixelSize(width: 64, height: 48), PixelSize(width: 192, height: 144)] {
            let frames = Self.frames(40, size: size)
            let streams = try (0..<3).map { index in
                let url = folder.appendingPathComponent("\(size.width)-\(index).mp4")
                #expect(try Self.write(frames, fps: 60, inProcess: true, to: url).encodedHere)
                return try Self.facts(url).stream
            }
            #expect(streams.allSatisfy { $0 == streams[0] }, "\(size): \(streams.map(\.count))")
        }
    }

    @Test(.requires(.ffmpeg)) func soundAndCaptionsAreMuxedAsFFmpegMuxesThem() throws {
        let folder = try TemporaryFolder()
        let schedule = try ExportFixtures.schedule(playback: .once, fps: 30)
        let frames = Self.frames(schedule.count, size: PixelSize(width: 64, height: 48))
        let captions = ClipCaptions(lines: [.init(time: 0.2, text: "e4"), .init(time: 0.9, text: "e5")], schedule: schedule, language: "eng")
        let sound = (0..<(SoundSet.sampleRate * schedule.count / 30)).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / Double(SoundSet.sampleRate))) }
        let ours = folder.appendingPathComponent("here.mp4"), ffmpegs = folder.appendingPathComponent("ffmpeg.mp4")
        let route = try Self.write(frames, fps: 30, inProcess: true, sound: sound, captions: captions, to: ours)
        #expect(route.encodedHere && route.ffmpegRan, "encoded here, muxed by ffmpeg")
        try Self.write(frames, fps: 30, inProcess: false, sound: sound, captions: captions, to: ffmpegs)
        try Self.expectSameVideo(ours, ffmpegs, "with sound and captions")
        #expect(try Self.facts(ours).streams.components(separatedBy: "codec_name=").count == 4, "video, sound and captions")
    }

    /// The budget's leanest rung (one thread, no lookahead) holds for the encoder here too:
    /// x264's own record of its options in the stream says so, and it is ffmpeg's.
    @Test(.requires(.ffmpeg)) func theMemoryBudgetsRungIsTheEncodersHereToo() throws {
        let folder = try TemporaryFolder()
        let size = PixelSize(width: 64, height: 48)
        let leanest = try #require(EncoderMemory.ladder(for: .mp4)?.last)
        let budget = RenderMemoryBudget(bytes: EncoderMemory.estimate(leanest, format: .mp4, size: size, cores: ParallelFrameRenderer.defaultWorkers) + 1)
        let frames = Self.frames(30, size: size)
        let ours = folder.appendingPathComponent("here.mp4"), ffmpegs = folder.appendingPathComponent("ffmpeg.mp4")
        #expect(try Self.write(frames, fps: 30, inProcess: true, budget: budget, to: ours).encodedHere)
        try Self.write(frames, fps: 30, inProcess: false, budget: budget, to: ffmpegs)
        let options = String(decoding: try Self.facts(ours).stream, as: UTF8.self)
        // x264 names no lookahead when there is none, and turns off the macroblock tree that needs one.
        #expect(options.contains(" threads=1 ") && options.contains(" mbtree=0 ") && !options.contains("rc_lookahead="),
                "x264's options in the stream")
        try Self.expectSameVideo(ours, ffmpegs, "the leanest rung")
    }

    /// A frame x264 refuses (odd sides) is left to ffmpeg, whose own words reach the user
    /// (`VideoExportTests.ffmpegsOwnMessageIsReported`); anything but an MP4 never loads x264.
    @Test(.requires(.ffmpeg)) func whatX264RefusesIsLeftToFFmpeg() throws {
        let folder = try TemporaryFolder()
        for (format, size) in [(VideoFormat.mp4, PixelSize(width: 61, height: 47)), (.webm, PixelSize(width: 64, height: 48))] {
            let encoder = try VideoEncoder(format: format, size: size, fps: 10, repeats: false,
                                           to: folder.appendingPathComponent("x.\(format.rawValue)"), ffmpeg: FFmpeg.locate)
            #expect(!encoder.encodesInProcess, "\(format) at \(size)")
            encoder.abandon()
        }
    }

    /// EBML's sizes take the fewest bytes whose value is not all ones (reserved for "unknown").
    @Test func matroskaSizesAreEBMLVariableLengthIntegers() {
        #expect(MatroskaH264Stream.size(0) == [0x80])
        #expect(MatroskaH264Stream.size(126) == [0xFE])
        #expect(MatroskaH264Stream.size(127) == [0x40, 0x7F])
        #expect(MatroskaH264Stream.size(16382) == [0x7F, 0xFE])
        #expect(MatroskaH264Stream.size(16383) == [0x20, 0x3F, 0xFF])
        #expect(MatroskaH264Stream.unsigned(0x4286, 1) == [0x42, 0x86, 0x81, 0x01])
        #expect(MatroskaH264Stream.unsigned(0xB0, 720) == [0xB0, 0x82, 0x02, 0xD0])
    }

    /// Frame times in nanoseconds, rounded to the nearest: they round back to the MP4's units.
    @Test func frameTimesRoundToTheNearestNanosecond() {
        let sixty = MatroskaH264Stream(size: PixelSize(width: 2, height: 2), fps: (60, 1))
        #expect([0, 1, 2, 3, 60].map { sixty.nanoseconds(frames: $0) } == [0, 16_666_667, 33_333_333, 50_000_000, 1_000_000_000])
        let ntsc = MatroskaH264Stream(size: PixelSize(width: 2, height: 2), fps: VideoEncoder.rate(29.97))
        #expect(VideoEncoder.rate(29.97) == (2997, 100) && ntsc.nanoseconds(frames: 1) == 33_366_700)
        #expect(VideoEncoder.mp4TrackTimescale(60) == 15360 && VideoEncoder.mp4TrackTimescale(29.97) == 11988)
    }

    /// The decoder configuration: one SPS and one PPS with 4-byte lengths, and for a High
    /// profile stream the 4:2:0, 8-bit trailer ffmpeg writes.
    @Test func theDecoderConfigurationCarriesTheParameterSets() {
        let sps: [UInt8] = [0x67, 100, 0, 30, 0xAC], pps: [UInt8] = [0x68, 0xEB]
        #expect(H264Encoder.decoderConfiguration(sps: sps, pps: pps)
                    == [1, 100, 0, 30, 0xFF, 0xE1, 0, 5] + sps + [1, 0, 2] + pps + [0xFD, 0xF8, 0xF8, 0])
        let baseline: [UInt8] = [0x67, 66, 0xC0, 30]
        #expect(H264Encoder.decoderConfiguration(sps: baseline, pps: pps) == [1, 66, 0xC0, 30, 0xFF, 0xE1, 0, 4] + baseline + [1, 0, 2] + pps)
    }
}
