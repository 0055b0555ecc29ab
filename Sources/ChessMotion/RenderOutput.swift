import FoundationEssentials
import MotionExport
import MotionKit

/// What a render writes, told from where it writes it: the one answer the command line, batch
/// manifests and the service share, so every door takes every output the library can write.
package enum RenderOutput: Sendable, Hashable {
    /// One frame: PNG, JPEG, WebP, SVG or PDF.
    case still(ImageFormat)
    /// A clip: MP4, WebM, ProRes MOV through ffmpeg, or an animated GIF.
    case clip(VideoFormat)
    /// One loop as vector layers and keyframes: Lottie JSON, or a dotLottie archive.
    case lottie(archive: Bool)
    /// Numbered PNG frames in a folder.
    case frames

    package static let lottieExtensions = ["json", "lottie"]

    /// The outputs of each family, in the order refusals list them.
    package static let stills = ImageFormat.allCases.map(RenderOutput.still)
    package static let clips = VideoFormat.allCases.map(RenderOutput.clip)
    package static let lotties: [RenderOutput] = [.lottie(archive: false), .lottie(archive: true)]
    /// Every output a file or folder can be.
    package static let every = stills + clips + [.frames] + lotties

    /// The output a file's extension names; nil for an extension no output has.
    package init?(fileExtension: String) {
        let lowered = fileExtension.lowercased()
        if let image = ImageFormat(pathExtension: lowered) {
            self = .still(image)
        } else if let video = VideoFormat(pathExtension: lowered) {
            self = .clip(video)
        } else if Self.lottieExtensions.contains(lowered) {
            self = .lottie(archive: lowered == "lottie")
        } else {
            return nil
        }
    }

    /// Every extension a file output may have, by kind, for a refusal to list:
    /// ".png, .jpg, ... (a still), .mp4, ... (a clip), .json, .lottie (Lottie)".
    package static var fileExtensionsListed: String {
        func dotted(_ names: [String]) -> String { names.map { "." + $0 }.joined(separator: ", ") }
        return dotted(ImageFormat.extensions) + " (a still), " + dotted(VideoFormat.allCases.map(\.rawValue)) + " (a clip), "
            + dotted(lottieExtensions) + " (Lottie)"
    }

    /// Frames a second when none is asked for: the video format's own, 60 for Lottie, PNG
    /// frames' own; nil for a still.
    package var defaultFPS: Double? {
        switch self {
        case .still: nil
        case .clip(let format): format.defaultFPS
        case .lottie: LottieOutput.defaultFPS
        case .frames: PNGSequenceWriter.defaultFPS
        }
    }

    /// Whether the output is many frames in time (so playback, a range and fps apply).
    package var isClip: Bool {
        switch self {
        case .clip, .frames: true
        case .still, .lottie: false
        }
    }
}
