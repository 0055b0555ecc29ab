internal import CCairo
internal import CPangoCairo
import FoundationEssentials

extension MotionCanvas {
    /// `string`'s glyph outlines as laid out for drawing (the one `TextLayout`), its logical
    /// box's top-left at the origin, and that box's size. Outlined at scale 1 with hinting off,
    /// as every canvas lays text out, so the shapes are the glyphs Cairo fills.
    func textOutline(_ string: String, style: TextStyle, recorder: VectorRecorder) -> (path: Path, size: Size) {
        let key = TextOutlineKey(text: string, style: style)
        if let kept = recorder.outlines[key] { return kept }
        let cr = context.cr
        cairo_identity_matrix(cr)
        let outline = TextLayout.with(cr, string, style: style) { layout, size in
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, layout)
            let path = Path(copyingCurrentPathOf: cr)
            cairo_new_path(cr)
            return (path, size)
        }
        recorder.outlines[key] = outline
        return outline
    }
}

extension Path {
    /// The current path of `cr` in user space, curves kept as curves.
    init(copyingCurrentPathOf cr: OpaquePointer) {
        self.init()
        guard let copied = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return }
        var index = 0
        let count = Int(copied.pointee.num_data)
        while index < count {
            let header = data[index].header
            func point(_ k: Int) -> Point { Point(data[index + k].point.x, data[index + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: move(to: point(1))
            case CAIRO_PATH_LINE_TO: line(to: point(1))
            case CAIRO_PATH_CURVE_TO: curve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: close()
            default: break
            }
            index += Int(header.length)
        }
    }
}
