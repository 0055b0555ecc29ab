import FoundationEssentials

/// The painting properties an SVG element inherits and may set by attribute, with SVG's
/// initial values: black fill, no stroke, width 1, miter joins (limit 4), butt caps.
struct SVGStyle: Sendable {
    var fill: Color? = Color(red: 0, green: 0, blue: 0)
    var evenOdd = false
    var fillOpacity = 1.0
    var stroke: Color?
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var lineJoin = SVGDrawing.LineJoin.miter
    var lineCap = LineCap.butt
    var miterLimit = 4.0

    /// The presentation attributes read here. Others that paint (`opacity`, `style`, `class`,
    /// `filter`, `clip-path`, `mask`, dashes) are outside the subset.
    static let attributes: Set<String> = ["fill", "fill-rule", "fill-opacity", "stroke", "stroke-opacity", "stroke-width",
                                          "stroke-linejoin", "stroke-linecap", "stroke-miterlimit"]

    /// `stroke-linecap`'s values, as SVG spells them.
    static let caps: [String: LineCap] = ["butt": .butt, "round": .round, "square": .square]

    /// This style with `element`'s own attributes over it; `inherit` keeps the parent's value.
    func applying(_ element: SVGElement) throws(SVGSubsetMiss) -> SVGStyle {
        var style = self
        for (name, raw) in element.attributes where Self.attributes.contains(name) {
            let value = raw.trimmingSpaces()
            guard value != "inherit" else { continue }
            func miss() -> SVGSubsetMiss { .value(raw, attribute: name, line: element.line) }
            func fraction() throws(SVGSubsetMiss) -> Double {
                guard let number = Double(value), number.isFinite else { throw miss() }
                return min(1, max(0, number))
            }
            switch name {
            case "fill": style.fill = try Self.paint(value, or: miss())
            case "stroke": style.stroke = try Self.paint(value, or: miss())
            case "fill-opacity": style.fillOpacity = try fraction()
            case "stroke-opacity": style.strokeOpacity = try fraction()
            case "fill-rule":
                guard value == "nonzero" || value == "evenodd" else { throw miss() }
                style.evenOdd = value == "evenodd"
            case "stroke-width":
                let width = try SVGDrawing.length(value, attribute: name, line: element.line)
                guard width >= 0 else { throw miss() }
                style.strokeWidth = width
            case "stroke-linejoin":
                guard let join = SVGDrawing.LineJoin(rawValue: value) else { throw miss() }
                style.lineJoin = join
            case "stroke-linecap":
                guard let cap = Self.caps[value] else { throw miss() }
                style.lineCap = cap
            case "stroke-miterlimit":
                guard let limit = Double(value), limit.isFinite, limit >= 1 else { throw miss() }
                style.miterLimit = limit
            default:
                throw miss()
            }
        }
        return style
    }

    /// `none`, `#RGB`, `#RRGGBB`, `black` or `white`. Other colour names, `currentColor`,
    /// `rgb()` and gradients (`url(#…)`) are outside the subset.
    static func paint(_ value: String, or miss: SVGSubsetMiss) throws(SVGSubsetMiss) -> Color? {
        switch value {
        case "none": return nil
        case "black": return Color(red: 0, green: 0, blue: 0)
        case "white": return Color(red: 1, green: 1, blue: 1)
        default:
            guard value.hasPrefix("#"), value.count == 4 || value.count == 7 else { throw miss }
            do { return try Color(hex: value) } catch { throw miss }
        }
    }
}
