internal import CCairo
import Foundation

extension MotionCanvas {
    /// `shadow(_:radius:offsetY:spread:)` for a face painted over it next: a rounded rect `face`
    /// (corner radius `faceRadius`) in `faceColor`, such as a card or a board.
    ///
    /// Shadows are the largest fills of a card scene, four translucent layers each, and most of
    /// their area lies under the face. Where an opaque face covers a pixel completely it replaces
    /// whatever was there, so on raster targets the layers are left out of those pixels: the same
    /// picture for a fraction of the work. Everything else (a translucent face or canvas, a
    /// rotated or sheared transform, vector output) draws the shadow whole.
    ///
    /// The caller must paint `face` in `faceColor` over all of it before anything drawn later can
    /// show through it.
    public func shadow(_ rect: Rect, radius: Double, offsetY: Double = 3, spread: Double = 6,
                       under face: Rect, faceRadius: Double, faceColor: Color) {
        perform(.shadowUnderFace(shadow: rect, radius: radius, offsetY: offsetY, spread: spread, face: face,
                                 faceRadius: faceRadius, faceColor: faceColor, shadowColor: palette[.shadow],
                                 transform, opacity: opacity),
                box: DeviceBox(covering: Self.widestLayer(ofShadow: rect, offsetY: offsetY, spread: spread), transform: transform)) {
            shadowNow(rect, radius: radius, offsetY: offsetY, spread: spread, under: face, faceRadius: faceRadius,
                      faceColor: faceColor)
        }
    }

    private func shadowNow(_ rect: Rect, radius: Double, offsetY: Double, spread: Double,
                           under face: Rect, faceRadius: Double, faceColor: Color) {
        guard let hidden = hiddenPixels(under: face, radius: faceRadius, color: faceColor),
              let visible = visibleRegion(ofShadow: rect, offsetY: offsetY, spread: spread, hidden: hidden) else {
            shadow(rect, radius: radius, offsetY: offsetY, spread: spread)
            return
        }
        defer { cairo_region_destroy(visible) }
        // One whole-pixel box clip at a time: cairo composites only inside the box, and a pixel
        // inside it is drawn exactly as without the clip.
        let cr = context.cr
        for i in 0..<cairo_region_num_rectangles(visible) {
            var box = cairo_rectangle_int_t()
            cairo_region_get_rectangle(visible, i, &box)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
            cairo_clip(cr)
            shadow(rect, radius: radius, offsetY: offsetY, spread: spread)
            cairo_restore(cr)
        }
    }

    /// Device pixels that `face` will cover completely and opaquely: of the two boxes that make
    /// the face less its rounded corners, the larger, shrunk to whole pixels with a pixel to spare.
    /// One box, because every box around it costs cairo another pass over the shadow's outline.
    /// Nil when the face would not hide what is under it.
    private func hiddenPixels(under face: Rect, radius: Double, color: Color) -> [cairo_rectangle_int_t]? {
        guard !isVector, opacity >= 1, color.alpha >= 1, transform.b == 0, transform.c == 0 else { return nil }
        let corner = max(0, min(radius, face.width / 2, face.height / 2))
        let x0 = transform.a * face.minX + transform.tx, x1 = transform.a * face.maxX + transform.tx
        let y0 = transform.d * face.minY + transform.ty, y1 = transform.d * face.maxY + transform.ty
        let left = min(x0, x1), right = max(x0, x1), top = min(y0, y1), bottom = max(y0, y1)
        let rx = abs(transform.a) * corner, ry = abs(transform.d) * corner
        let boxes = [Self.innerPixels(left + rx, top, right - rx, bottom), Self.innerPixels(left, top + ry, right, bottom - ry)]
            .compactMap { $0 }
        guard let largest = boxes.max(by: { Int($0.width) * Int($0.height) < Int($1.width) * Int($1.height) }) else { return nil }
        return [largest]
    }

    /// The whole pixels strictly inside a device rectangle, one pixel in from each side.
    private static func innerPixels(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> cairo_rectangle_int_t? {
        guard [left, top, right, bottom].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let x0 = Int(left.rounded(.up)) + 1, x1 = Int(right.rounded(.down)) - 1
        let y0 = Int(top.rounded(.up)) + 1, y1 = Int(bottom.rounded(.down)) - 1
        guard x1 > x0, y1 > y0 else { return nil }
        return cairo_rectangle_int_t(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
    }

    /// The shadow's device bounds (its widest layer, a pixel to spare) less the hidden pixels.
    private func visibleRegion(ofShadow rect: Rect, offsetY: Double, spread: Double,
                               hidden: [cairo_rectangle_int_t]) -> OpaquePointer? {
        let widest = Self.widestLayer(ofShadow: rect, offsetY: offsetY, spread: spread)
        let xs = [widest.minX, widest.maxX].map { transform.a * $0 + transform.tx }
        let ys = [widest.minY, widest.maxY].map { transform.d * $0 + transform.ty }
        guard (xs + ys).allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let x0 = Int(xs.min()!.rounded(.down)) - 1, x1 = Int(xs.max()!.rounded(.up)) + 1
        let y0 = Int(ys.min()!.rounded(.down)) - 1, y1 = Int(ys.max()!.rounded(.up)) + 1
        var bounds = cairo_rectangle_int_t(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
        guard let region = cairo_region_create_rectangle(&bounds) else { return nil }
        for var box in hidden { cairo_region_subtract_rectangle(region, &box) }
        guard cairo_region_status(region) == CAIRO_STATUS_SUCCESS else {
            cairo_region_destroy(region)
            return nil
        }
        return region
    }

    /// The outermost of a shadow's layers, which holds all the others.
    static func widestLayer(ofShadow rect: Rect, offsetY: Double, spread: Double) -> Rect {
        Rect(x: rect.minX - spread / 2, y: rect.minY - spread / 2 + offsetY,
             width: rect.width + spread, height: rect.height + spread)
    }
}
