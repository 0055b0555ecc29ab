import Foundation
import TestSupport

/// One picture decoded by ffmpeg into straight RGBA bytes, the way a video editor or browser
/// would read the file: how the output tests check sizes, colours and alpha of what the tool wrote.
struct DecodedFrame {
    let width: Int
    let height: Int
    /// R, G, B, A per pixel, rows packed.
    let rgba: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The first frame of `url` (a video or a still). `decoder` forces one, e.g. libvpx-vp9,
    /// whose decoder reads the alpha that ffmpeg's native VP9 decoder drops.
    static func first(of url: URL, decoder: String? = nil) throws -> DecodedFrame {
        let fields = try probe(url, entries: "stream=width,height")
        guard let width = fields["width"].flatMap(Int.init), let height = fields["height"].flatMap(Int.init) else {
            throw Failure(description: "ffprobe found no picture size in \(url.path): \(fields)")
        }
        let arguments = ["ffmpeg", "-v", "error"] + (decoder.map { ["-c:v", $0] } ?? [])
            + ["-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let (status, data) = try run(arguments)
        guard status == 0, data.count == width * height * 4 else {
            throw Failure(description: "ffmpeg decoded \(data.count) bytes from \(url.path) (status \(status)), expected \(width)x\(height) RGBA")
        }
        return DecodedFrame(width: width, height: height, rgba: [UInt8](data))
    }

    /// ffprobe's `key=value` lines for the first video stream, tags included (`TAG:alpha_mode`).
    static func probe(_ url: URL, entries: String) throws -> [String: String] {
        let (status, data) = try run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", entries,
                                      "-of", "default=noprint_wrappers=1", url.path])
        guard status == 0 else { throw Failure(description: "ffprobe could not read \(url.path)") }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// (R, G, B, A) at (x, y).
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return (0..<4).map { Int(rgba[i + $0]) }
    }

    /// ffmpeg or ffprobe (the first argument), found as the test support finds every tool, so
    /// a missing one fails with the line that installs it.
    private static func run(_ arguments: [String]) throws -> (Int32, Data) {
        let tool: ExternalTool = arguments[0] == "ffprobe" ? .ffprobe : .ffmpeg
        let result = try ProcessRunner(try tool.require()).run(Array(arguments.dropFirst()))
        return (result.status, result.stdoutData)
    }
}
