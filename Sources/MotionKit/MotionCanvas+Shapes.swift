internal import CCairo
import FoundationEssentials

extension MotionCanvas {
    public func fill(_ path: Path, _ color: Color) {
        guard !isInvisible, color.alpha > 0, !recordVector(.fill(path, color)) else { return }
        perform(.fill(path, color, transform, opacity: opacity), box: box(of: path, margin: 0)) {
            applyState()
            trace(path)
            setSource(color)
            cairo_fill(context.cr)
        }
    }

    public func stroke(_ path: Path, _ color: Color, width: Double, cap: LineCap = .round) {
        guard !isInvisible, color.alpha > 0, width > 0, !recordVector(.stroke(path, color, width: width, cap: cap)) else { return }
        // Round joins reach half the width past the outline, a square cap √2 times that.
        perform(.stroke(path, color, width: width, cap, transform, opacity: opacity), box: box(of: path, margin: width)) {
            applyState()
            trace(path)
            setSource(color)
            cairo_set_line_width(context.cr, width)
            cairo_set_line_cap(context.cr, cap.cairo)
            cairo_set_line_join(context.cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context.cr)
        }
    }

    private func box(of path: Path, margin: Double) -> DeviceBox {
        guard let bounds = path.controlBounds else { return DeviceBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return DeviceBox(covering: bounds, margin: margin, transform: transform)
    }

    public func fillRect(_ rect: Rect, _ color: Color) { fill(.rect(rect), color) }

    public func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        fill(.roundedRect(rect, radius: radius), color)
    }

    public func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double) {
        stroke(.roundedRect(rect, radius: radius), color, width: width)
    }

    public func circle(_ center: Point, radius: Double, _ color: Color) {
        fill(.circle(center: center, radius: radius), color)
    }

    public func strokeCircle(_ center: Point, radius: Double, _ color: Color, width: Double) {
        stroke(.circle(center: center, radius: radius), color, width: width)
    }

    public func line(from a: Point, to b: Point, _ color: Color, width: Double, cap: LineCap = .round) {
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        stroke(p, color, width: width, cap: cap)
    }

    private func trace(_ path: Path) {
        path.trace(on: context.cr)
    }
}

extension Path {
    /// Adds the outline to `cr`'s current path, through its current matrix.
    func trace(on cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1):
                if a1 >= a0 { cairo_arc(cr, c.x, c.y, r, a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }
}

public enum LineCap: Sendable, Hashable {
    case butt, round, square

    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}
