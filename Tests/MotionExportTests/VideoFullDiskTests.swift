@testable import MotionExport
import Foundation
import MotionKit
import TestSupport
import Testing

/// Issue 15, item 2: on a full disk ffmpeg 5.1 prints "Error writing trailer ... No space left
/// on device" and still exits 0, leaving an MP4 with no index or a WebM cut short. A video must
/// replace the user's file only when it is whole; otherwise the old file stays and the export
/// fails. Tested on a real 1 MiB tmpfs where one can be mounted (root, as on CI), and always
/// with a fake ffmpeg that fails the same way.
@Suite("Exporting onto a full disk", .serialized)
struct VideoFullDiskTests {
    /// Two seconds of the test scene: at 720 x 560 more than the nearly full disk can take.
    static func clip() throws -> FrameSchedule { try ExportFixtures.schedule(from: 0, to: 2) }

    @Test(.requires(.ffmpeg, .ffprobe), .enabled(if: SmallDisk.canMount), arguments: [VideoFormat.mp4, .webm, .gif])
    func aFullTmpfsKeepsTheEarlierVideo(format: VideoFormat) throws {
        let disk = try SmallDisk(size: "1m")
        defer { disk.unmount() }
        let url = disk.folder.appendingPathComponent("clip.\(format.rawValue)")
        // A good, small video first.
        try export(format: format, size: PixelSize(width: 40, height: 32), to: url, ffmpeg: try FFmpeg.locate())
        let earlier = try Data(contentsOf: url)
        // Then fill the disk to within a few kilobytes, and export a bigger one over it.
        try disk.fill(leaving: 8 * 1024)
        #expect(throws: ExportError.self) {
            try export(format: format, size: PixelSize(width: 720, height: 560), to: url, ffmpeg: try FFmpeg.locate())
        }
        #expect(try Data(contentsOf: url) == earlier, "the earlier video is untouched")
        #expect(try VideoProbe.read(url).frames == Self.clip().count, "and still plays")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path)) == [url.lastPathComponent, "filler"],
                "no partial file or folder is left")
    }

    /// ffmpeg's own words, exit status 0, a truncated MP4 (no 'moov' box): refused.
    @Test func errorsPrintedWithExitStatusZeroAreAFailure() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("keep.mp4")
        try Data("earlier video".utf8).write(to: url)
        let fake = try FakeFFmpeg.make(in: folder.url, writing: FakeFFmpeg.truncatedMP4,
                                       stderr: "Error writing trailer of file: No space left on device")
        let error = try #require(throws: ExportError.self) {
            try export(format: .mp4, size: PixelSize(width: 60, height: 48), inProcess: false, to: url, ffmpeg: fake)
        }
        guard case .ffmpegReportedErrors(let message, let output) = error else { Issue.record("\(error)"); return }
        #expect(message.contains("No space left on device") && output == url.path)
        #expect(try String(contentsOf: url, encoding: .utf8) == "earlier video")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["ffmpeg", "keep.mp4"])
    }

    /// A silent ffmpeg that exits 0 but leaves a file without its index: the container check
    /// catches what the exit status and the log do not.
    @Test func aSilentlyTruncatedFileIsAFailure() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("keep.mp4")
        try Data("earlier video".utf8).write(to: url)
        let fake = try FakeFFmpeg.make(in: folder.url, writing: FakeFFmpeg.truncatedMP4, stderr: "")
        #expect(throws: ExportError.incompleteVideo(path: url.path, reason: "its index ('moov' box) was never written")) {
            try export(format: .mp4, size: PixelSize(width: 60, height: 48), inProcess: false, to: url, ffmpeg: fake)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "earlier video")
    }

    /// `inProcess` false: ffmpeg encodes an MP4 and writes it, as the fake ffmpeg stands in for.
    private func export(format: VideoFormat, size: PixelSize, inProcess: Bool = true, to url: URL, ffmpeg: URL) throws {
        let schedule = try Self.clip()
        var encoder = try VideoEncoder(format: format, size: size, fps: schedule.fps, repeats: false, inProcess: inProcess, to: url,
                                       ffmpeg: { ffmpeg })
        try ClipExporter(renderer: try ExportFixtures.renderer(), schedule: schedule, size: size).export(into: &encoder)
    }
}

/// Whole and cut-short files of each container, judged by `VideoFileCheck`.
@Suite("Checking a finished video's container")
struct VideoFileCheckTests {
    @Test(.requires(.ffmpeg), arguments: VideoFormat.allCases)
    func wholeFilesPassAndCutOnesFail(format: VideoFormat) throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("whole.\(format.rawValue)")
        let schedule = try ExportFixtures.schedule(from: 0, to: 1)
        let size = format.encodedSize(for: PixelSize(width: 80, height: 62))
        var encoder = try VideoEncoder(format: format, size: size, fps: 10, repeats: false, to: url, ffmpeg: FFmpeg.locate)
        try ClipExporter(renderer: try ExportFixtures.renderer(), schedule: schedule, size: size).export(into: &encoder)
        #expect(VideoFileCheck.problem(in: url.path, format: format) == nil)

        let whole = try Data(contentsOf: url)
        for keep in [whole.count - 1, whole.count / 2, 40] {
            let cut = folder.appendingPathComponent("cut-\(keep).\(format.rawValue)")
            try whole.prefix(keep).write(to: cut)
            #expect(VideoFileCheck.problem(in: cut.path, format: format) != nil, "\(format) cut to \(keep) of \(whole.count) bytes")
        }
        let empty = folder.appendingPathComponent("empty.\(format.rawValue)")
        try Data().write(to: empty)
        #expect(VideoFileCheck.problem(in: empty.path, format: format) == "it is empty")
    }
}

/// A shell script standing in for ffmpeg: it reads all of its input, writes fixed bytes to the
/// output path (its last argument), prints fixed text on stderr and exits 0, as ffmpeg 5.1 does
/// when the disk fills while it writes the trailer.
enum FakeFFmpeg {
    /// An MP4 whose 'ftyp' and 'mdat' boxes were written but whose index never was.
    static let truncatedMP4: [UInt8] = [0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 2, 0]
        + [0, 0, 0, 12] + Array("mdat".utf8) + [1, 2, 3, 4]

    static func make(in folder: URL, writing bytes: [UInt8], stderr: String) throws -> URL {
        let payload = folder.appendingPathComponent("payload-\(UUID().uuidString)")
        try Data(bytes).write(to: payload)
        let script = folder.appendingPathComponent("ffmpeg")
        let text = """
        #!/bin/sh
        for last; do :; done
        cat > /dev/null
        cat '\(payload.path)' > "${last#file:}"
        rm -f '\(payload.path)'
        [ -n '\(stderr)' ] && echo '\(stderr)' >&2
        exit 0

        """
        try Data(text.utf8).write(to: script)
        #expect(chmod(script.path, 0o755) == 0)
        return script
    }
}
