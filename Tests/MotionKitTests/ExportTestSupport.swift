import Foundation
import MotionKit
import SnapshotSupport

/// A small scene that exercises what real scenes use (text through Pango, paths, fades, motion
/// on springs) so export tests see realistic frames without depending on ChessScenes.
struct ExportTestScene: MotionScene {
    let duration = 2.0
    let stillTime = 1.5

    func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(M.smooth(0, 0.2, t) * (1 - M.smooth(1.8, 2.0, t)))
        let x = M.lerp(60, 300, M.spring(t - 0.2, w: 9))
        c.circle(Point(x, 140), radius: 24, c.palette.accent)
        c.fill(.star(center: Point(180, 70), points: 5, outer: 30, inner: 12, rotation: t * 2), c.palette.gold)
        c.text("t = \(Int(t * 10)) · Sofía", at: Point(180, 230), style: .title(18), color: c.palette.text)
    }
}

enum ExportFixtures {
    static func renderer(scheme: ColorScheme = .light) throws -> FrameRenderer {
        FrameRenderer(scene: ExportTestScene(), palettes: try TestAssets.palettes(),
                      environment: MotionEnvironment(colorScheme: scheme))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionkit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Reads a video back with ffprobe: the decoded frame count and the picture size.
enum Probe {
    struct Video: Equatable {
        var frames: Int
        var width: Int
        var height: Int
        var codec: String
    }

    static func video(at url: URL) throws -> Video {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", url.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ",").map(String.init)
        guard process.terminationStatus == 0, fields.count == 4,
              let width = Int(fields[1]), let height = Int(fields[2]), let frames = Int(fields[3]) else {
            throw ProbeError(output: fields.joined(separator: ","))
        }
        return Video(frames: frames, width: width, height: height, codec: fields[0])
    }

    struct ProbeError: Error, CustomStringConvertible {
        var output: String
        var description: String { "ffprobe could not read the video (is ffmpeg installed?): \(output)" }
    }
}
