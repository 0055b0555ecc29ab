import MotionKit
import FoundationEssentials

/// Finding the ffmpeg program that encodes videos and GIFs.
package enum FFmpeg {
    /// The first executable `ffmpeg` on `PATH`, or an error that says how to install it.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ExportError) -> URL {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("ffmpeg")
            var isDirectory = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw .ffmpegMissing(searched: folders)
    }
}
