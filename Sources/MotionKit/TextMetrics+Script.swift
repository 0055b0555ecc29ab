internal import CCairo
internal import CPangoCairo

/// Which way a text runs, as Pango's bidirectional algorithm reads it from its first strong
/// character: Arabic and Hebrew run right to left, digits and punctuation alone left to right.
package enum TextDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}

extension TextMetrics {
    /// The direction `string`'s paragraph is laid out in — the rule a Pango layout applies to
    /// its own text by default — so a layout can align it to the edge its readers start from.
    package static func direction(of string: String) -> TextDirection {
        pango_find_base_dir(string, -1) == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight
    }

    /// How many characters of `string` no installed font covers in `style`: each would be drawn
    /// as a box. Zero means every character has a glyph.
    package static func missingGlyphs(in string: String, style: TextStyle) -> Int {
        withLayout(string, style: style) { layout in Int(pango_layout_get_unknown_glyphs_count(layout)) } ?? 0
    }

    private static func withLayout<T>(_ string: String, style: TextStyle, _ body: (OpaquePointer) -> T) -> T? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        let context = CairoContext(surface: surface, isVector: false)
        return TextLayout.with(context.cr, string, style: style) { layout, _ in body(layout) }
    }
}
