import MotionKit
import FoundationEssentials

/// Finding the ffmpeg program that encodes videos and GIFs.
package enum FFmpeg {
    /// The first executable `ffmpeg` on this process's `PATH`; a function of no arguments, so a
    /// render is given it to call only when it runs ffmpeg.
    package static func locate() throws(ExportError) -> URL {
        try locate(environment: ProcessInfo.processInfo.environment)
    }

    /// The first executable `ffmpeg` on `PATH`, or an error that says how to install it.
    package static func locate(environment: [String: String]) throws(ExportError) -> URL {
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
