import FoundationEssentials
import LottieExport
import MotionKit
import ChessMotionSupport

/// A scene's loop written as Lottie JSON or a dotLottie archive: the one way every door makes
/// one, so the command line's file, a batch's and the service's body are the same bytes.
package struct LottieOutput: Sendable {
    /// Lottie players run at the file's own rate; 60 matches the scenes' other outputs.
    package static let defaultFPS = 60.0

    /// The file's bytes.
    package let data: Data
    /// What was made, for a report: frames, layers, keyframes, images.
    package let animation: LottieAnimation
    package let fps: Double

    /// `scene` at `size` and `fps` (default `defaultFPS`), its slots bound; `archive` writes a
    /// dotLottie (with a light and a dark theme) named after the scene.
    package init(_ scene: PreparedScene, size: PixelSize, fps: Double?, archive: Bool, transparent: Bool) throws {
        var exporter = scene.lottieExporter(size: size, fps: fps ?? Self.defaultFPS)
        exporter.renderer.environment.transparentBackground = transparent
        animation = try exporter.export()
        self.fps = exporter.fps
        let id = AssetName.isValid(scene.displayName) ? scene.displayName : "scene"
        data = archive ? try DotLottie.archive(animation, id: id) : animation.json
    }
}
