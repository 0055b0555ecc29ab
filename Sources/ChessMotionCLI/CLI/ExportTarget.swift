import ChessMotion
import Foundation
import MotionExport
import MotionKit

/// What `render -o` names: a video file (ffmpeg), a GIF (our own encoder), a folder of numbered
/// PNGs, or a Lottie animation (`.json`, or `.lottie` for a dotLottie archive with its themes).
enum ExportTarget {
    case video(VideoFormat, URL)
    case sequence(URL)
    case lottie(URL, archive: Bool)

    static let lottieExtensions = ["json", "lottie"]

    /// A path ending in "/" or an existing folder is a folder; a bare name is refused (see
    /// `OutputPath`), a still image's name is pointed at `still`.
    init(path: String) throws {
        if path == OutputPath.standardOutput {
            throw UsageError.notToStandardOutput(command: "render", writes: "a video, a GIF or a folder of frames")
        }
        let url = URL(fileURLWithPath: path)
        if OutputPath.isFolder(path) {
            self = .sequence(url)
            return
        }
        try OutputPath.requireExtension(path, fileForm: "\(path).\(VideoFormat.mp4.rawValue)",
                                        folderMeaning: "a folder of PNG frames")
        if Self.lottieExtensions.contains(url.pathExtension.lowercased()) {
            self = .lottie(url, archive: url.pathExtension.lowercased() == "lottie")
        } else if let format = VideoFormat(pathExtension: url.pathExtension) {
            self = .video(format, url)
        } else if ImageFormat(pathExtension: url.pathExtension) != nil {
            throw RenderOutputError.singleImage(path: path)
        } else {
            throw ExportError.unknownOutput(path: path, known: VideoFormat.allCases.map(\.rawValue) + Self.lottieExtensions)
        }
    }

    /// The format's own rate for a video (see `VideoFormat.defaultFPS`), or PNG frames' own.
    var defaultFPS: Double {
        if case .video(let format, _) = self { return format.defaultFPS }
        if case .lottie = self { return PreparedScene.lottieFPS }
        return PNGSequenceWriter.defaultFPS
    }
}

enum RenderOutputError: Error, CustomStringConvertible {
    case singleImage(path: String)

    var description: String {
        switch self {
        case .singleImage(let path):
            "\(path) is a single image: use 'chess-motion still' for one frame, or give -o a folder for a PNG sequence"
        }
    }
}
