import Foundation
import MotionKit

/// What the export commands (render, sheet, preview, curve --scene) draw with: the settings
/// resolved once (the store with this run's overrides), the scene, and a renderer with the
/// user's palettes and environment.
struct RenderSetup {
    let resolved: ResolvedSettings
    let scene: any MotionScene
    let renderer: FrameRenderer

    init(scene argument: String, options: RenderingOptions) throws {
        let resolved = try options.resolve()
        self.resolved = resolved
        scene = try SceneResolver.scene(argument, options: options, resolved: resolved)
        renderer = try resolved.renderer(for: scene)
    }

    /// Reduce Motion as the app would apply it: from the settings, or this run's flag.
    var reduceMotion: Bool { resolved.environment.reduceMotion }

    /// A renderer for a picture that is not a scene of the catalogue (a curve plot), in the user's
    /// palettes and colour scheme.
    static func renderer(for drawing: any MotionScene, options: RenderingOptions) throws -> FrameRenderer {
        try options.resolve().renderer(for: drawing)
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
