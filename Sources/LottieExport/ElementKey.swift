import FoundationEssentials
import MotionKit

/// What makes two calls on different frames the same element: the same shape in the same
/// colour, wherever it is placed. A path is keyed by its outline moved to the origin, so a card
/// drawn at a new place each frame (its rectangle computed from `t`) is one element that moves;
/// text by its words and style; an image by the picture. Colour alpha is left out: it becomes the
/// element's opacity, which may animate.
struct ElementKey: Hashable {
    let shape: VectorShape
}

/// A call made ready for tracking: its key, its shape at the origin, and the transform that
/// places that shape on the frame.
struct PlacedElement {
    let key: ElementKey
    let transform: MotionKit.AffineTransform
    let opacity: Double
    let order: Int

    init(_ draw: VectorDraw, order: Int) {
        self.order = order
        switch draw.shape {
        case .fill(let path, let color):
            let (moved, offset) = path.movedToOrigin()
            key = ElementKey(shape: .fill(moved, color.withAlpha(1)))
            transform = draw.transform.translated(offset.x, offset.y)
            opacity = draw.opacity * color.alpha
        case .stroke(let path, let color, let width, let cap):
            let (moved, offset) = path.movedToOrigin()
            key = ElementKey(shape: .stroke(moved, color.withAlpha(1), width: width, cap: cap))
            transform = draw.transform.translated(offset.x, offset.y)
            opacity = draw.opacity * color.alpha
        case .radialFill(let path, let gradient):
            // Keyed at full strength, its peak alpha the opacity: a glow fading in is one element.
            let (moved, offset) = path.movedToOrigin()
            let peak = gradient.peakAlpha
            key = ElementKey(shape: .radialFill(moved, gradient.translated(-offset.x, -offset.y).keyed(peak: peak)))
            transform = draw.transform.translated(offset.x, offset.y)
            opacity = draw.opacity * peak
        case .glyphs(let path, let color, let text, let style):
            key = ElementKey(shape: .glyphs(path, color.withAlpha(1), text: text, style: style))
            transform = draw.transform
            opacity = draw.opacity * color.alpha
        case .image:
            key = ElementKey(shape: draw.shape)
            transform = draw.transform
            opacity = draw.opacity
        }
    }
}

extension RadialGradient {
    /// Keyed as `movedToOrigin` keys a path: the centre to a thousandth of a unit, and the stops'
    /// alphas over `peak` to a millionth, so the same glow moved or faded keys the same despite
    /// the last bits of the arithmetic.
    func keyed(peak: Double) -> RadialGradient {
        func snapped(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        let center = Point(snapped(self.center.x), snapped(self.center.y))
        let stops = stops.map { Stop($0.offset, $0.color.withAlpha(peak > 0 ? ($0.color.alpha / peak * 1e6).rounded() / 1e6 : 0)) }
        return RadialGradient(center: center, radius: radius, stops: stops)
    }
}

extension Path {
    /// The outline moved so its control bounds start at the origin, and how far it was moved.
    func movedToOrigin() -> (Path, Point) {
        guard let bounds = controlBounds, bounds.minX.isFinite, bounds.minY.isFinite else { return (self, Point(0, 0)) }
        let dx = bounds.minX, dy = bounds.minY
        guard dx != 0 || dy != 0 else { return (self, Point(0, 0)) }
        // Rounded to a thousandth of a box unit, far below a pixel, so that the same outline
        // drawn at two places keys the same despite the last bits of the subtraction.
        func snapped(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return (shifted { Point(snapped($0.x - dx), snapped($0.y - dy)) }, Point(dx, dy))
    }
}
