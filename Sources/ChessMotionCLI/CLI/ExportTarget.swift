import MotionExport
import Foundation
import MotionKit

/// What `-o` names: a video or GIF file for ffmpeg, or a folder of numbered PNGs.
enum ExportTarget {
    case video(VideoFormat, URL)
    case sequence(URL)

    /// A path ending in "/", an existing folder, or a name without an extension is a folder.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        if path.hasSuffix("/") || isFolder || url.pathExtension.isEmpty {
            self = .sequence(url)
        } else if let format = VideoFormat(pathExtension: url.pathExtension) {
            self = .video(format, url)
        } else if ImageFormat(pathExtension: url.pathExtension) != nil {
            throw RenderOutputError.singleImage(path: path)
        } else {
            throw ExportError.unknownOutput(path: path, known: VideoFormat.allCases.map(\.rawValue))
        }
    }

    /// 60 frames a second, except for GIF: its delays are whole hundredths of a second, and
    /// browsers slow down frames shorter than two, so 50 is its fastest faithful rate.
    var defaultFPS: Double {
        if case .video(.gif, _) = self { return 50 }
        return 60
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
