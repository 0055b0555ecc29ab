internal import CCairo

extension SVGDrawing {
    /// Paints the document into `viewport` of `cr`'s user space, as librsvg renders a document:
    /// the viewBox fitted and centred, clipped to the viewport, each shape filled then stroked.
    func render(into cr: OpaquePointer, viewport: Rect) {
        cairo_save(cr)
        let place = placement(in: viewport)
        var matrix = cairo_matrix_t(xx: place.a, yx: place.b, xy: place.c, yy: place.d, x0: place.tx, y0: place.ty)
        cairo_transform(cr, &matrix)
        cairo_rectangle(cr, viewBox.minX, viewBox.minY, viewBox.width, viewBox.height)
        cairo_clip(cr)
        for shape in shapes {
            cairo_save(cr)
            let m = shape.transform
            var own = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
            cairo_transform(cr, &own)
            shape.path.trace(on: cr)
            if let fill = shape.fill {
                cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
                cairo_set_fill_rule(cr, shape.evenOddFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if shape.stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
            }
            if let stroke = shape.stroke {
                cairo_set_source_rgba(cr, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
                cairo_set_line_width(cr, stroke.width)
                cairo_set_miter_limit(cr, stroke.miterLimit)
                cairo_set_line_join(cr, stroke.join.cairo)
                cairo_set_line_cap(cr, stroke.cap.cairo)
                cairo_stroke(cr)
            }
            cairo_new_path(cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }
}

extension SVGDrawing.LineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
