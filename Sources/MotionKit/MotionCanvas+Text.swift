internal import CCairo
internal import CPangoCairo
import FoundationEssentials

extension MotionCanvas {
    /// Draws `string` with its logical box's vertical centre on `point.y` and `anchor` deciding
    /// which horizontal edge (or centre) sits on `point.x`. Pango shapes it, so accents such as
    /// "Sofía" and any script the font covers render properly.
    public func text(_ string: String, at point: Point, style: TextStyle, color: Color, anchor: TextAnchor = .center) {
        guard !isInvisible, color.alpha > 0, !string.isEmpty else { return }
        if let recorder = context.vectorRecorder {
            let outline = textOutline(string, style: style, recorder: recorder)
            let origin = transform.translated(Self.left(of: outline.size, at: point, anchor: anchor), point.y - outline.size.height / 2)
            _ = recordVector(.glyphs(outline.path, color, text: string, style: style), transform: origin)
            return
        }
        perform(.text(string, style, color, at: point, anchor, transform, rest: restTransform, opacity: opacity),
                box: textBox(string, at: point, style: style, anchor: anchor)) {
            withLayout(string, style: style) { layout, size in
                cairo_move_to(context.cr, Self.left(of: size, at: point, anchor: anchor), point.y - size.height / 2)
                setSource(color)
                pango_cairo_show_layout(context.cr, layout)
            }
        }
    }

    private static func left(of size: Size, at point: Point, anchor: TextAnchor) -> Double {
        switch anchor {
        case .center: point.x - size.width / 2
        case .leading: point.x
        case .trailing: point.x - size.width
        }
    }

    /// Where the text can paint: its ink (which stacked accents or a long tail may carry far
    /// outside the line) together with its logical box, with a quarter of the font size to spare
    /// for the glyphs' own antialiasing at the scale they are drawn.
    private func textBox(_ string: String, at point: Point, style: TextStyle, anchor: TextAnchor) -> DeviceBox {
        withLayout(string, style: style) { layout, size in
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            let left = Self.left(of: size, at: point, anchor: anchor), top = point.y - size.height / 2
            let unit = Double(PANGO_SCALE)
            let minX = min(0, Double(ink.x) / unit), minY = min(0, Double(ink.y) / unit)
            let maxX = max(size.width, Double(ink.x + ink.width) / unit), maxY = max(size.height, Double(ink.y + ink.height) / unit)
            let painted = Rect(x: left + minX, y: top + minY, width: maxX - minX, height: maxY - minY)
            return DeviceBox(covering: painted, margin: style.size / 4, transform: transform)
        }
    }

    /// The logical size of `string` in box units, for laying out cards around their labels.
    public func measure(_ string: String, style: TextStyle) -> Size {
        withLayout(string, style: style) { _, size in size }
    }

    /// The layout of `string` for this canvas's transform, with that transform loaded.
    ///
    /// Text the scene is scaling — a card popping, the pick growing, a coin turning — is laid out
    /// once at the frame's own scale and drawn scaled, as a picture of it: Pango would otherwise
    /// lay it out anew, through fontconfig, at every scale a spring passes on its way (a new
    /// scale on nearly every frame of a transition, each costing more than the whole rest of the
    /// frame). Glyphs are still rendered at the size they appear, so scaled text stays sharp;
    /// only their places scale with the rest of the card. Text at rest takes the usual path, so
    /// still frames are unchanged, and vector documents lay out every label as drawn.
    private func withLayout<T>(_ string: String, style: TextStyle, _ body: (OpaquePointer, Size) -> T) -> T {
        applyState()
        guard !context.isVector, let rest = restScaleIfScaled else { return TextLayout.with(context, string, style: style, body) }
        var m = cairo_matrix_t(xx: rest.a, yx: rest.b, xy: rest.c, yy: rest.d, x0: transform.tx, y0: transform.ty)
        cairo_set_matrix(context.cr, &m)
        return TextLayoutCache.shared.with(context.cr, string, style: style) { layout, size in
            applyState()
            return body(layout, size)
        }
    }

    /// The frame's own scale when the scene has scaled it (a pop, or a coin turning: one axis
    /// squeezed) without rotating or skewing it; nil at rest and for any other transform.
    private var restScaleIfScaled: AffineTransform? {
        let now = transform, rest = restTransform
        guard now.b == 0, now.c == 0, rest.b == 0, rest.c == 0, rest.a > 0, rest.d > 0,
              now.a != 0, now.d != 0, now.a != rest.a || now.d != rest.d else { return nil }
        return rest
    }
}

/// "How big will this text be?" without a frame: for validators and layouts that must know
/// before anything is drawn. It measures exactly as a canvas at scale 1 does.
public enum TextMetrics {
    /// The logical size of `string` in box units.
    public static func size(of string: String, style: TextStyle) -> Size {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return Size(0, 0) }
        let context = CairoContext(surface: surface, isVector: false)
        return TextLayout.with(context.cr, string, style: style) { _, size in size }
    }
}

/// The one place a Pango layout is made, so drawing and measuring can never disagree.
enum TextLayout {
    /// A layout for drawing on `context` at its current transform: from `TextLayoutCache` on
    /// raster targets, made afresh on vector ones.
    static func with<T>(_ context: CairoContext, _ string: String, style: TextStyle, _ body: (OpaquePointer, Size) -> T) -> T {
        if context.isVector { return with(context.cr, string, style: style, body) }
        return TextLayoutCache.shared.with(context.cr, string, style: style, body)
    }

    static func with<T>(_ cr: OpaquePointer, _ string: String, style: TextStyle, _ body: (OpaquePointer, Size) -> T) -> T {
        let made = make(cr, string, style: style)
        return withExtendedLifetime(made) { body(made.layout, made.size) }
    }

    static func make(_ cr: OpaquePointer, _ string: String, style: TextStyle) -> PangoLayoutHandle {
        let layout = pango_cairo_create_layout(cr)!

        // Unhinted metrics keep text the same shape at every output size, so a frame scaled up
        // is the same picture, and raster and vector outputs agree.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)

        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, style.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
        pango_font_description_set_style(description, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, string, -1)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let size = Size(Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
        return PangoLayoutHandle(layout: layout, size: size)
    }
}
