internal import CCairo
import FoundationEssentials

/// Records a scene's frames as vector calls (`VectorDraw`) instead of pixels: the same scene
/// code, the same canvas, with every call kept as shapes, transforms and opacity.
package final class VectorFrameRecorder {
    private let renderer: FrameRenderer
    private let size: PixelSize
    private let context: CairoContext
    private let recorder = VectorRecorder()

    package init(renderer: FrameRenderer, size: PixelSize) throws(RenderError) {
        self.renderer = renderer
        self.size = try size.validated()
        // Text is measured and outlined through a context; nothing is ever painted on it. An
        // unbounded recording surface, because cairo leaves out of a text's path the glyphs that
        // fall outside its target (on a 1 x 1 image, everything past the first few letters).
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
            throw .cairo(status: "no surface for recording")
        }
        context = CairoContext(surface: surface, isVector: false)
        context.vectorRecorder = recorder
    }

    /// The calls of the frame at scene time `t`, bottom first. The backdrop is not among them
    /// (see `backdrop`).
    package func frame(at t: Double) throws(RenderError) -> [VectorDraw] {
        guard t.isFinite else { throw .invalidTime(t) }
        recorder.startFrame()
        var canvas = renderer.canvas(on: context, size: size)
        renderer.scene.draw(&canvas, t: t)
        try RenderError.check(context.status)
        return recorder.draws
    }

    /// The colour the frame is painted with before the scene draws; nil when transparent.
    package var backdrop: Color? {
        renderer.environment.transparentBackground ? nil : renderer.palettes[renderer.environment.colorScheme].background
    }
}
