/// An SVG document within the few features a piece set draws with — paths, circles and
/// rectangles, groups, `use`, solid fills and strokes, transforms — read and drawn without
/// librsvg.
///
/// Why: librsvg and the libraries under it (GIO, libxml2, ICU, gdk-pixbuf) are about a fifth of
/// what a game GIF's run keeps in memory, only to paint twelve small pictures once. A document
/// that steps outside this subset anywhere (a filter, a pattern, CSS, text, an entity) is not
/// read in part: it is left whole to librsvg, which draws everything.
package struct SVGDrawing: Sendable, Hashable {
    /// Named as SVG spells the values of `stroke-linejoin`. Caps are the canvas's `LineCap`.
    package enum LineJoin: String, Sendable, Hashable { case miter, round, bevel }

    package struct Stroke: Sendable, Hashable {
        package var color: Color
        package var width: Double
        package var join: LineJoin
        package var cap: LineCap
        package var miterLimit: Double
    }

    /// One painted element: its outline in its own user space, the transform from there to the
    /// document's, and its fill then its stroke (SVG's paint order).
    package struct Shape: Sendable, Hashable {
        package var path: Path
        package var transform: AffineTransform
        package var fill: Color?
        package var evenOddFill: Bool
        package var stroke: Stroke?
    }

    /// The user-space box the document's viewport shows.
    package let viewBox: Rect
    /// The document's own size in CSS pixels: its width and height, or the viewBox's.
    package let intrinsicSize: Size
    /// In painting order.
    package let shapes: [Shape]

    /// The transform that shows the viewBox in `viewport`, centred and uniformly scaled to fit
    /// (SVG's default `preserveAspectRatio="xMidYMid meet"`, what librsvg does too).
    func placement(in viewport: Rect) -> AffineTransform {
        let scale = min(viewport.width / viewBox.width, viewport.height / viewBox.height)
        let dx = viewport.minX + (viewport.width - viewBox.width * scale) / 2 - viewBox.minX * scale
        let dy = viewport.minY + (viewport.height - viewBox.height * scale) / 2 - viewBox.minY * scale
        return AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy)
    }
}

/// Why a document was left to librsvg: the first thing found outside `SVGDrawing`'s subset, or
/// the first thing malformed, and the line it is on.
package enum SVGSubsetMiss: Error, Equatable, Sendable {
    case element(String, line: Int)
    case attribute(String, element: String, line: Int)
    case value(String, attribute: String, line: Int)
    case markup(String, line: Int)
    case malformed(String, line: Int)
}
