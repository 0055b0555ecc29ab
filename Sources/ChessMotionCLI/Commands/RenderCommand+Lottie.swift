import ChessMotion
import ChessMotionSupport
import Foundation
import LottieExport
import MotionKit

extension RenderCommand {
    /// Writes the scene's loop as a Lottie animation (`.json`) or a dotLottie archive
    /// (`.lottie`): vectors and keyframes, no frames, no ffmpeg. The file is one loop; the app
    /// plays it twice and rests by its markers, so the options that choose frames are refused.
    static func renderLottie(setup: PreparedScene, options: RenderingOptions, arguments: ParsedArguments, to url: URL,
                             archive: Bool, path: String, transparent: Bool, quiet: Bool) throws -> Int32 {
        for option in [playback, hold, from, to, quality] where arguments.isPresent(option) {
            throw UsageError.optionNotHere(option.name, onlyWith: "a video, GIF or PNG-frames output (a Lottie file is one loop, with markers)")
        }
        let started = Date()
        let size = try options.pixelSize(for: setup)
        let lottie = try LottieOutput(setup, size: size, fps: arguments.number(fps), archive: archive, transparent: transparent)
        let (data, animation) = (lottie.data, lottie.animation)
        try StillWriter.write(data, to: url)
        let wallTime = (Date().timeIntervalSince(started) * 10).rounded() / 10
        WrittenOutput(target: path, details: [
            archive ? "dotLottie" : "Lottie", WrittenOutput.pixels(size),
            "\(animation.frameCount) frames at \(lottie.fps.trimmed) fps",
            "\(animation.layerCount) layers", "\(animation.keyframeCount) keyframes", "\(animation.imageCount) images",
            WrittenOutput.bytes(data.count), "made in \(WrittenOutput.seconds(wallTime))",
        ]).report(quiet: quiet)
        return 0
    }
}
