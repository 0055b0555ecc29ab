internal import CCairo
import FoundationEssentials

extension MotionCanvas {
    /// Fills `path` with a radial gradient. Cairo writes it as a real gradient in SVG
    /// (`<radialGradient>`) and PDF, so a vector document keeps the smooth falloff; a vector
    /// recording keeps it as one call (`VectorShape.radialFill`) for exporters to rebuild.
    package func fill(_ path: Path, _ gradient: RadialGradient) {
        guard !isInvisible, gradient.peakAlpha > 0, gradient.radius > 0, gradient.radius.isFinite,
              !recordVector(.radialFill(path, gradient)) else { return }
        let box = path.controlBounds.map { DeviceBox(covering: $0, transform: transform) } ?? DeviceBox(x0: 0, y0: 0, x1: 0, y1: 0)
        perform(.radialFill(path, gradient, transform, opacity: opacity), box: box) {
            applyState()
            path.trace(on: context.cr)
            let c = gradient.center
            guard let pattern = cairo_pattern_create_radial(c.x, c.y, 0, c.x, c.y, gradient.radius) else { return }
            defer { cairo_pattern_destroy(pattern) }
            // The canvas opacity is folded into the stops here, the one place a gradient meets it.
            for stop in gradient.fading(opacity).stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(context.cr, pattern)
            cairo_fill(context.cr)
        }
    }
}
