internal import CCairo
import FoundationEssentials

extension MotionCanvas {
    /// Draws what `body` draws around `origin` (the body draws with `origin` at (0, 0)) as one
    /// picture, kept and painted again wherever the same picture lands: a card that rises, slides
    /// or rests is the same picture on every frame, only moved, and painting it is one pass over
    /// its pixels where drawing it is a shadow, outlines, an avatar and four labels.
    ///
    /// The picture is what `body` draws, placed on whole pixels (`PicturePlacement`): up to an
    /// eighth of a pixel from where drawing it directly would put it, and a step per channel off
    /// where drawing it into a picture first rounds once more. Which picture is kept is decided
    /// by the recorded calls themselves (`KeptPicture.Calls`), so nothing a caller does can show a
    /// stale one. Vector documents, and a rotated, skewed or mirrored canvas, draw `body` directly.
    public func picture(at origin: Point, _ body: (MotionCanvas) -> Void) {
        var local = self
        local.translate(origin.x, origin.y)
        guard !isVector, let placement = PicturePlacement(transform: local.transform) else { return body(local) }
        // A vector recording draws the body call by call, where the raster picture lands: on
        // the same quarter pixel, at the same rounded scale.
        guard !isRecordingVectors else {
            var landed = placement.drawingTransform
            landed.tx += Double(placement.pixelX)
            landed.ty += Double(placement.pixelY)
            return body(local.withTransform(landed))
        }
        let canonical = local.withTransform(placement.drawingTransform)
        let outer = context.recorder
        let recorder = DrawRecorder()
        context.recorder = recorder
        body(canonical)
        context.recorder = outer
        guard !recorder.draws.isEmpty else { return }
        guard let picture = KeptPicture.Recording(recorder.draws) else { return body(local) }
        let box = DeviceBox(x0: placement.pixelX + picture.bounds.x0, y0: placement.pixelY + picture.bounds.y0,
                            x1: placement.pixelX + picture.bounds.x1, y1: placement.pixelY + picture.bounds.y1)
        perform(.picture(picture.calls, x: placement.pixelX, y: placement.pixelY), box: box) { [context] in
            KeptPicture.kept.withRaster(for: picture.calls, size: picture.size,
                                        painting: { surface throws(RenderError) in try picture.paint(on: surface, through: context) }) { pixels in
                let cr = context.cr
                pixels.withSource(on: cr, x: box.x0, y: box.y0) { cairo_paint(cr) }
            }
        }
    }
}

/// Where a picture lands: its origin taken to a quarter pixel, its scale to 1/4096, so the same
/// picture moving or resting lands the same way on the pixel grid. `drawingTransform` draws the
/// picture with its origin that quarter pixel past a whole one; it is painted at `pixelX`, `pixelY`.
struct PicturePlacement {
    static let phaseSteps = 4.0
    static let scaleSteps = 4096.0

    let drawingTransform: AffineTransform
    let pixelX: Int, pixelY: Int

    init?(transform m: AffineTransform) {
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return nil }
        let scaleX = (m.a * Self.scaleSteps).rounded() / Self.scaleSteps
        let scaleY = (m.d * Self.scaleSteps).rounded() / Self.scaleSteps
        let x = (m.tx * Self.phaseSteps).rounded() / Self.phaseSteps, y = (m.ty * Self.phaseSteps).rounded() / Self.phaseSteps
        let limit = Double(DeviceBox.limit) / 2
        guard [scaleX, scaleY, x, y].allSatisfy(\.isFinite), scaleX > 0, scaleY > 0, abs(x) < limit, abs(y) < limit else { return nil }
        pixelX = Int(x.rounded(.down))
        pixelY = Int(y.rounded(.down))
        drawingTransform = AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: x - Double(pixelX), ty: y - Double(pixelY))
    }
}
