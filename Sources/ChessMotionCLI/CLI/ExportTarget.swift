import ChessMotion
import FoundationEssentials
import MotionExport
import MotionKit

/// What `render -o` names: a video file (ffmpeg), a GIF (our own encoder), a folder of numbered
/// PNGs, or a Lottie animation (`.json`, or `.lottie` for a dotLottie archive with its themes).
enum ExportTarget {
    case video(VideoFormat, URL)
    case sequence(URL)
    case lottie(URL, archive: Bool)

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
        switch RenderOutput(fileExtension: url.pathExtension) {
        case .lottie(let archive)?: self = .lottie(url, archive: archive)
        case .clip(let format)?: self = .video(format, url)
        case .still?: throw RenderOutputError.singleImage(path: path)
        case .frames?, nil:
            throw ExportError.unknownOutput(path: path, known: VideoFormat.allCases.map(\.rawValue) + RenderOutput.lottieExtensions)
        }
    }

    /// The library's name for this output, whose default rate it keeps.
    var output: RenderOutput {
        switch self {
        case .video(let format, _): .clip(format)
        case .sequence: .frames
        case .lottie(_, let archive): .lottie(archive: archive)
        }
    }

    /// Where the output goes: the file, or the frames' folder.
    var url: URL {
        switch self {
        case .video(_, let url), .sequence(let url), .lottie(let url, _): url
        }
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
