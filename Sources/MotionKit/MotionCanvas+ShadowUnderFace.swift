import FoundationEssentials

extension MotionCanvas {
    /// `shadow(_:radius:offsetY:spread:)` for a face painted over it next: a rounded rect `face`
    /// (corner radius `faceRadius`) in `faceColor`, such as a card or a board.
    ///
    /// Most of a shadow lies under its face. Where an opaque face covers a pixel completely it
    /// replaces whatever was there, so on raster targets the shadow is left out of those pixels:
    /// the same picture for a fraction of the work. Everything else (a translucent face or
    /// canvas, a rotated or sheared transform, vector output) draws the shadow whole.
    ///
    /// The caller must paint `face` in `faceColor` over all of it before anything drawn later can
    /// show through it.
    public func shadow(_ rect: Rect, radius: Double, offsetY: Double = 3, spread: Double = 6,
                       under face: Rect, faceRadius: Double, faceColor: Color) {
        let color = palette[.shadow]
        guard !isInvisible, color.alpha > 0 else { return }
        guard !isRecordingVectors else { return shadowNow(rect, radius: radius, offsetY: offsetY, spread: spread, leavingOut: nil) }
        perform(.shadowUnderFace(shadow: rect, radius: radius, offsetY: offsetY, spread: spread, face: face,
                                 faceRadius: faceRadius, faceColor: faceColor, shadowColor: color,
                                 transform, opacity: opacity),
                box: DeviceBox(covering: Self.widestLayer(ofShadow: rect, offsetY: offsetY, spread: spread), transform: transform)) {
            shadowNow(rect, radius: radius, offsetY: offsetY, spread: spread,
                      leavingOut: hiddenPixels(under: face, radius: faceRadius, color: faceColor))
        }
    }

    /// Device pixels that `face` will cover completely and opaquely: of the two boxes that make
    /// the face less its rounded corners, the larger, shrunk to whole pixels with a pixel to spare.
    /// Nil when the face would not hide what is under it.
    private func hiddenPixels(under face: Rect, radius: Double, color: Color) -> PixelBox? {
        guard !isVector, opacity >= 1, color.alpha >= 1, transform.b == 0, transform.c == 0 else { return nil }
        let corner = max(0, min(radius, face.width / 2, face.height / 2))
        let x0 = transform.a * face.minX + transform.tx, x1 = transform.a * face.maxX + transform.tx
        let y0 = transform.d * face.minY + transform.ty, y1 = transform.d * face.maxY + transform.ty
        let left = min(x0, x1), right = max(x0, x1), top = min(y0, y1), bottom = max(y0, y1)
        let rx = abs(transform.a) * corner, ry = abs(transform.d) * corner
        let boxes = [Self.innerPixels(left + rx, top, right - rx, bottom), Self.innerPixels(left, top + ry, right, bottom - ry)]
            .compactMap { $0 }
        return boxes.max { ($0.x1 - $0.x0) * ($0.y1 - $0.y0) < ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
    }

    /// The whole pixels strictly inside a device rectangle, one pixel in from each side.
    private static func innerPixels(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> PixelBox? {
        guard [left, top, right, bottom].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let box = PixelBox(x0: Int(left.rounded(.up)) + 1, y0: Int(top.rounded(.up)) + 1,
                           x1: Int(right.rounded(.down)) - 1, y1: Int(bottom.rounded(.down)) - 1)
        return box.isEmpty ? nil : box
    }
}
