import ChessMotion
import Foundation
import MotionKit

/// Writes a preview sheet (every theme or every piece set in one picture).
enum SheetOutput {
    /// Sheets are wider than a scene, so without `--width`/`--scale` they are drawn at twice
    /// their box, sharp enough to judge a piece's detail.
    static let defaultScale = 2.0

    static func write(_ sheet: any MotionScene, options: RenderingOptions, resolved: ResolvedSettings, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        _ = try StillWriter.format(for: url)
        let size = try OutputSize.resolve(box: sheet.box, width: options.width,
                                          scale: options.width == nil ? (options.scale ?? defaultScale) : nil)
        let renderer = try resolved.renderer(for: sheet)
        try StillWriter.write(renderer, at: sheet.stillTime, size: size, to: url)
    }
}
