import MotionKit

/// How big a picture is drawn from `--width` / `--scale` (or a batch job's `width` / `scale`):
/// the one rule the rendering commands and the batch runner share.
package enum SceneSize {
    /// The width when neither is given and no posture or frame of the scene's own decides.
    package static let defaultWidth = 720
    /// The widths every door takes (`--width`, a job's `width`, a route's `width` or `size`):
    /// narrower, a board's squares are a pixel or two; wider than a side can be drawn.
    package static let widths = 16...PixelSize.maximumSide
    /// The scales every door takes (`--scale`, a job's `scale`): up to the widest side drawn.
    package static let scales = 0.01...Double(PixelSize.maximumSide) / Size.sceneBox.width

    /// `scale` times the box, or `width` with the box's proportions (`defaultWidth` when neither).
    package static func resolve(box: Size, width: Int?, scale: Double?) throws(RenderError) -> PixelSize {
        let size: PixelSize
        if let scale {
            size = PixelSize(width: Int((box.width * scale).rounded()), height: Int((box.height * scale).rounded()))
        } else {
            size = PixelSize.fitting(box: box, width: width ?? defaultWidth)
        }
        return try size.validated()
    }
}

extension PreparedScene {
    /// The size this scene is drawn at: `width` or `scale` when given; else a game's own frame
    /// unless a posture was chosen for this run; else the posture's screen (the box fitted and
    /// centred inside it).
    package func pixelSize(width: Int? = nil, scale: Double? = nil, postureChosen: Bool) throws -> PixelSize {
        if width != nil || scale != nil { return try SceneSize.resolve(box: scene.box, width: width, scale: scale) }
        if !postureChosen, hasItsOwnFrame { return try defaultPixelSize }
        return try settings.environment.posture.defaultPixelSize.validated()
    }
}
