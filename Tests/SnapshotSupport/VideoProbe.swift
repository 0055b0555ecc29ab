import Foundation

/// Reads a video back with ffprobe, as the export tests of every suite do: the decoded frame
/// count, the picture size and the codec.
public enum VideoProbe {
    public struct Video: Equatable, Sendable {
        public var frames: Int
        public var width: Int
        public var height: Int
        public var codec: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func read(_ url: URL) throws -> Video {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", url.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let fields = output.split(separator: ",").map(String.init)
        guard process.terminationStatus == 0, fields.count == 4,
              let width = Int(fields[1]), let height = Int(fields[2]), let frames = Int(fields[3]) else {
            throw Failure(description: "ffprobe could not read \(url.path) (is ffmpeg installed? 'apt-get install ffmpeg'): \(output)")
        }
        return Video(frames: frames, width: width, height: height, codec: fields[0])
    }
}
