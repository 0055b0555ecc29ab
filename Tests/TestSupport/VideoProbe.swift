import Foundation

/// Reads a video back with ffprobe, as the export tests of every suite do: the decoded frame
/// count, the picture size and the codec. Tests that call it declare `.requires(.ffprobe)`.
public enum VideoProbe {
    /// What ffprobe decoded of the first video stream.
    public struct Video: Equatable, Sendable {
        public var frames: Int, codec: String
        public var width: Int, height: Int
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func read(_ url: URL) throws -> Video {
        let ffprobe = ProcessRunner(try ExternalTool.ffprobe.require())
        let result = try ffprobe.run(["-v", "error", "-count_frames", "-select_streams", "v:0",
                                      "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", url.path])
        let output = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let fields = output.split(separator: ",").map(String.init)
        guard result.status == 0, fields.count == 4,
              let width = Int(fields[1]), let height = Int(fields[2]), let frames = Int(fields[3]) else {
            throw Failure(description: "ffprobe could not read \(url.path): \(output)")
        }
        return Video(frames: frames, codec: fields[0], width: width, height: height)
    }

    /// The container's duration in seconds, as a player shows it.
    public static func duration(_ url: URL) throws -> Double {
        let ffprobe = ProcessRunner(try ExternalTool.ffprobe.require())
        let result = try ffprobe.run(["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", url.path])
        guard result.status == 0, let seconds = Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure(description: "ffprobe could not read the duration of \(url.path): \(result.stdout)")
        }
        return seconds
    }
}
