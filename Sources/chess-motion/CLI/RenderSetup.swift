import Foundation
import MotionKit

/// Builds the renderer the export commands (render, sheet, preview, curve) draw with: the user's
/// palettes and environment with this run's overrides from `RenderingOptions` applied.
enum RenderSetup {
    static func renderer(for scene: any MotionScene, options: RenderingOptions) throws -> FrameRenderer {
        FrameRenderer(scene: scene, palettes: try AssetLoading.palettes(), environment: environment(options))
    }

    static func environment(_ options: RenderingOptions) -> MotionEnvironment {
        MotionEnvironment(colorScheme: options.scheme ?? .light, reduceMotion: options.reduceMotion,
                          posture: options.posture ?? .phone)
    }

    /// The frame size for pictures made of many frames (sheets, preview pages): `--width` or
    /// `--scale` when given, else the scene's box at scale 1 so that the whole stays a sane size.
    static func smallFrameSize(box: Size, options: RenderingOptions) throws -> PixelSize {
        if options.width != nil || options.scale != nil { return try options.pixelSize(box: box) }
        return try PixelSize.fitting(box: box, width: Int(box.width.rounded())).validated()
    }

    /// `--workers N`: how many frames are drawn at once (default: one per core).
    static func workers(_ arguments: inout Arguments) throws(UsageError) -> ParallelFrameRenderer {
        ParallelFrameRenderer(workers: try arguments.integer("--workers", in: 1...64) ?? ParallelFrameRenderer.defaultWorkers)
    }

    static let workersHelp = "  --workers N              frames drawn at once (default: one per core)"
}
