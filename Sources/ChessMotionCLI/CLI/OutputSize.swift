import ChessMotion
import MotionKit

/// Turns `--width` / `--scale` into a pixel size that keeps the scene box's proportions (the
/// rule itself is the library's `SceneSize`, shared with the batch runner).
enum OutputSize {
    static func resolve(box: Size, width: Int?, scale: Double?) throws -> PixelSize {
        try SceneSize.resolve(box: box, width: width, scale: scale)
    }
}
