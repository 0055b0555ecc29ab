internal import CCairo
import FoundationEssentials

extension MotionCanvas {
    /// A soft drop shadow under a card: a few widening translucent rounded rects
    /// (`shadowLayers`). Vector documents get the rects themselves; raster frames paint them
    /// from a `ShadowSprite`, the same picture placed on whole pixels, drawn once per shape.
    public func shadow(_ rect: Rect, radius: Double, offsetY: Double = 3, spread: Double = 6) {
        let color = palette[.shadow]
        guard !isInvisible, color.alpha > 0 else { return }
        guard !isRecordingVectors else { return shadowNow(rect, radius: radius, offsetY: offsetY, spread: spread, leavingOut: nil) }
        perform(.shadow(rect, radius: radius, offsetY: offsetY, spread: spread, color: color, transform, opacity: opacity),
                box: DeviceBox(covering: Self.widestLayer(ofShadow: rect, offsetY: offsetY, spread: spread), transform: transform)) {
            shadowNow(rect, radius: radius, offsetY: offsetY, spread: spread, leavingOut: nil)
        }
    }

    /// Draws the shadow now, its pixels inside `hidden` (device pixels an opaque face will
    /// cover) left out where that saves work.
    func shadowNow(_ rect: Rect, radius: Double, offsetY: Double, spread: Double, leavingOut hidden: PixelBox?) {
        let color = palette[.shadow]
        if !isVector, !isRecordingVectors, let sprite = ShadowSprite(rect: rect, radius: radius, offsetY: offsetY, spread: spread, color: color,
                                                transform: transform),
           sprite.withPixels({ paint($0, at: sprite, leavingOut: hidden) }) {
            return
        }
        for layer in Self.shadowLayers(of: rect, radius: radius, offsetY: offsetY, spread: spread, color: color) {
            fillRoundedRect(layer.rect, radius: layer.radius, layer.color)
        }
    }

    /// Paints a sprite on whole pixels: all of it, at the canvas's opacity, or (an opaque
    /// canvas under a face) only the boxes around `hidden`, one rectilinear fill.
    private func paint(_ pixels: RasterImage, at sprite: ShadowSprite, leavingOut hidden: PixelBox?) {
        let cr = context.cr
        pixels.withSource(on: cr, x: sprite.originX, y: sprite.originY) {
            guard let hidden, opacity >= 1 else {
                cairo_paint_with_alpha(cr, opacity)
                return
            }
            let whole = PixelBox(x0: sprite.originX, y0: sprite.originY,
                                 x1: sprite.originX + pixels.width, y1: sprite.originY + pixels.height)
            cairo_new_path(cr)
            for box in whole.subtracting(hidden) {
                cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
            }
            cairo_fill(cr)
        }
    }

    /// A shadow's translucent layers, innermost first: each `widestLayer` of its own spread, the
    /// shadow colour's alpha shared between them.
    static func shadowLayers(of rect: Rect, radius: Double, offsetY: Double, spread: Double,
                             color: Color) -> [(rect: Rect, radius: Double, color: Color)] {
        let steps = 4
        return (1...steps).map { step in
            let grow = spread * Double(step) / Double(steps)
            return (widestLayer(ofShadow: rect, offsetY: offsetY, spread: grow), radius + grow / 2,
                    color.withAlpha(color.alpha / Double(steps + 1)))
        }
    }

    /// The outermost of a shadow's layers, which holds all the others.
    static func widestLayer(ofShadow rect: Rect, offsetY: Double, spread: Double) -> Rect {
        Rect(x: rect.minX - spread / 2, y: rect.minY - spread / 2 + offsetY,
             width: rect.width + spread, height: rect.height + spread)
    }
}

/// Whole device pixels, `x0..<x1` by `y0..<y1`.
struct PixelBox: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// This box less `other`: up to four boxes (the bands above and below it, and the parts
    /// left and right of it between them), none overlapping.
    func subtracting(_ other: PixelBox) -> [PixelBox] {
        let cutX0 = max(x0, other.x0), cutX1 = min(x1, other.x1), cutY0 = max(y0, other.y0), cutY1 = min(y1, other.y1)
        guard cutX0 < cutX1, cutY0 < cutY1 else { return [self] }
        return [PixelBox(x0: x0, y0: y0, x1: x1, y1: cutY0), PixelBox(x0: x0, y0: cutY1, x1: x1, y1: y1),
                PixelBox(x0: x0, y0: cutY0, x1: cutX0, y1: cutY1), PixelBox(x0: cutX1, y0: cutY0, x1: x1, y1: cutY1)]
            .filter { !$0.isEmpty }
    }
}
