import FoundationEssentials

extension SVGDrawing {
    /// How deep `use` may refer through other `use`s: deeper is a loop or a hostile file.
    static let deepestReference = 8
    /// More elements than any drawing paints, counting each time a `use` draws one again:
    /// `use`s of groups of `use`s multiply (ten of ten of ten… is a billion from a few lines),
    /// whether or not what they reach paints anything, so the walk is bounded, not the file.
    package static let mostElements = 20_000

    /// Reads `bytes` if every element and attribute it paints with is in the subset; throws the
    /// first that is not (the caller then hands the file to librsvg).
    package init(reading bytes: [UInt8]) throws(SVGSubsetMiss) {
        let root = try SVGElement.root(of: bytes)
        guard root.name == "svg" else { throw .element(root.name, line: root.line) }
        try Self.checkAttributes(of: root, allowing: ["xmlns", "xmlns:xlink", "version", "width", "height", "viewBox", "x", "y"])
        if let x = root.attributes["x"], try Self.length(x, attribute: "x", line: root.line) != 0 {
            throw .value(x, attribute: "x", line: root.line)
        }
        if let y = root.attributes["y"], try Self.length(y, attribute: "y", line: root.line) != 0 {
            throw .value(y, attribute: "y", line: root.line)
        }
        let width = try root.attributes["width"].map { v throws(SVGSubsetMiss) in try Self.length(v, attribute: "width", line: root.line) }
        let height = try root.attributes["height"].map { v throws(SVGSubsetMiss) in try Self.length(v, attribute: "height", line: root.line) }
        let box: Rect
        if let text = root.attributes["viewBox"] {
            let numbers = try Self.numbers(text, attribute: "viewBox", line: root.line)
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { throw .value(text, attribute: "viewBox", line: root.line) }
            box = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        } else if let width, let height, width > 0, height > 0 {
            box = Rect(x: 0, y: 0, width: width, height: height)
        } else {
            throw .attribute("viewBox", element: "svg", line: root.line)
        }
        switch (width, height) {
        case let (width?, height?):
            guard width > 0, height > 0 else { throw .value("\(width) x \(height)", attribute: "width", line: root.line) }
            intrinsicSize = Size(width, height)
        case (nil, nil):
            intrinsicSize = box.size
        default:
            // One of the two alone sizes the other by the viewBox's proportions; not worth the
            // rules here.
            throw .attribute(width == nil ? "width" : "height", element: "svg", line: root.line)
        }
        viewBox = box

        var painter = SVGPainter(identified: try Self.identified(root))
        let style = try SVGStyle().applying(root)
        for child in root.children { try painter.paint(child, style: style, transform: .identity, references: 0) }
        shapes = painter.shapes
    }

    /// Every element with an `id`, for `use` to find.
    private static func identified(_ root: SVGElement) throws(SVGSubsetMiss) -> [String: SVGElement] {
        var found: [String: SVGElement] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element.attributes["id"] {
                guard found.updateValue(element, forKey: id) == nil else { throw .value(id, attribute: "id", line: element.line) }
            }
            pending += element.children
        }
        return found
    }

    /// Attributes that change nothing drawn, or that `SVGStyle` and the painter read; any other
    /// without a namespace prefix (an editor's `inkscape:label`) is outside the subset.
    static func checkAttributes(of element: SVGElement, allowing own: Set<String>) throws(SVGSubsetMiss) {
        for name in element.attributes.keys where !own.contains(name) && !SVGStyle.attributes.contains(name) && name != "id" {
            let prefix = name.split(separator: ":", maxSplits: 1).first.map(String.init) ?? name
            if name.contains(":"), !["xlink", "xml", "xmlns"].contains(prefix) { continue }
            throw .attribute(name, element: element.name, line: element.line)
        }
    }

    /// A length in user units: a number, optionally in `px`.
    static func length(_ text: String, attribute: String, line: Int) throws(SVGSubsetMiss) -> Double {
        var digits = Substring(text.trimmingSpaces())
        if digits.hasSuffix("px") { digits = digits.dropLast(2) }
        guard let value = Double(digits), value.isFinite else { throw .value(text, attribute: attribute, line: line) }
        return value
    }

    /// Numbers separated by spaces or commas.
    static func numbers(_ text: String, attribute: String, line: Int) throws(SVGSubsetMiss) -> [Double] {
        var values: [Double] = []
        for part in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            guard let value = Double(part), value.isFinite else { throw .value(text, attribute: attribute, line: line) }
            values.append(value)
        }
        return values
    }
}

/// Walks the tree in painting order, collecting shapes.
private struct SVGPainter {
    let identified: [String: SVGElement]
    var shapes: [SVGDrawing.Shape] = []
    /// Elements walked so far, each `use` of one counted again.
    var visited = 0

    mutating func paint(_ element: SVGElement, style parent: SVGStyle, transform: AffineTransform,
                        references: Int) throws(SVGSubsetMiss) {
        visited += 1
        guard visited <= SVGDrawing.mostElements else {
            throw .malformed("more than \(SVGDrawing.mostElements) elements drawn", line: element.line)
        }
        switch element.name {
        case "title", "desc", "metadata":
            return
        case "defs":
            // Drawn only through `use`; what is never used may be anything.
            return
        case "g":
            try SVGDrawing.checkAttributes(of: element, allowing: ["transform"])
            let style = try parent.applying(element)
            let placed = try transform.concatenating(SVGTransformList.transform(element))
            for child in element.children { try paint(child, style: style, transform: placed, references: references) }
        case "use":
            try SVGDrawing.checkAttributes(of: element, allowing: ["transform", "href", "xlink:href", "x", "y"])
            guard references < SVGDrawing.deepestReference else {
                throw .malformed("use refers deeper than \(SVGDrawing.deepestReference) levels", line: element.line)
            }
            let reference = element.attributes["href"] ?? element.attributes["xlink:href"] ?? ""
            guard reference.hasPrefix("#"), let target = identified[String(reference.dropFirst())] else {
                throw .value(reference, attribute: "href", line: element.line)
            }
            guard ["g", "path", "circle", "rect"].contains(target.name) else { throw .element(target.name, line: target.line) }
            let x = try element.attributes["x"].map { v throws(SVGSubsetMiss) in try SVGDrawing.length(v, attribute: "x", line: element.line) } ?? 0
            let y = try element.attributes["y"].map { v throws(SVGSubsetMiss) in try SVGDrawing.length(v, attribute: "y", line: element.line) } ?? 0
            let style = try parent.applying(element)
            let placed = try transform.concatenating(SVGTransformList.transform(element)).translated(x, y)
            try paint(target, style: style, transform: placed, references: references + 1)
        case "path":
            try SVGDrawing.checkAttributes(of: element, allowing: ["transform", "d"])
            let path: Path
            do { path = try SVGPathData.path(element.attributes["d"] ?? "") } catch {
                throw .value(element.attributes["d"] ?? "", attribute: "d", line: element.line)
            }
            try add(path, of: element, style: parent, transform: transform)
        case "circle":
            try SVGDrawing.checkAttributes(of: element, allowing: ["transform", "cx", "cy", "r"])
            let cx = try number("cx", of: element, default: 0), cy = try number("cy", of: element, default: 0)
            let r = try number("r", of: element, default: 0)
            guard r > 0 else { return }
            try add(.circle(center: Point(cx, cy), radius: r), of: element, style: parent, transform: transform)
        case "rect":
            try SVGDrawing.checkAttributes(of: element, allowing: ["transform", "x", "y", "width", "height"])
            let rect = try Rect(x: number("x", of: element, default: 0), y: number("y", of: element, default: 0),
                                width: number("width", of: element, default: 0), height: number("height", of: element, default: 0))
            guard rect.width > 0, rect.height > 0 else { return }
            try add(.rect(rect), of: element, style: parent, transform: transform)
        default:
            throw .element(element.name, line: element.line)
        }
    }

    private mutating func add(_ path: Path, of element: SVGElement, style parent: SVGStyle,
                              transform: AffineTransform) throws(SVGSubsetMiss) {
        let style = try parent.applying(element)
        let placed = try transform.concatenating(SVGTransformList.transform(element))
        let fill = style.fill.map { $0.withAlpha($0.alpha * style.fillOpacity) }
        let stroke = style.stroke.flatMap { color -> SVGDrawing.Stroke? in
            guard style.strokeWidth > 0 else { return nil }
            return SVGDrawing.Stroke(color: color.withAlpha(color.alpha * style.strokeOpacity), width: style.strokeWidth,
                                     join: style.lineJoin, cap: style.lineCap, miterLimit: style.miterLimit)
        }
        guard fill != nil || stroke != nil else { return }
        shapes.append(SVGDrawing.Shape(path: path, transform: placed, fill: fill, evenOddFill: style.evenOdd, stroke: stroke))
    }

    private func number(_ name: String, of element: SVGElement, default value: Double) throws(SVGSubsetMiss) -> Double {
        guard let text = element.attributes[name] else { return value }
        return try SVGDrawing.length(text, attribute: name, line: element.line)
    }
}
