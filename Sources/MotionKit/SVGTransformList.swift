import FoundationEssentials

/// An SVG `transform` attribute: `matrix`, `translate`, `scale` and `rotate`, applied right to
/// left as written. `skewX`/`skewY` are outside `SVGDrawing`'s subset.
enum SVGTransformList {
    static func transform(_ element: SVGElement) throws(SVGSubsetMiss) -> AffineTransform {
        guard let text = element.attributes["transform"] else { return .identity }
        func miss() -> SVGSubsetMiss { .value(text, attribute: "transform", line: element.line) }
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "," })
            guard !rest.isEmpty else { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { throw miss() }
            let name = rest[..<open].trimmingSpaces()
            let values = try SVGDrawing.numbers(String(rest[rest.index(after: open)..<close]), attribute: "transform", line: element.line)
            rest = rest[rest.index(after: close)...]
            switch (name, values.count) {
            case ("matrix", 6):
                result = result.concatenating(AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3],
                                                              tx: values[4], ty: values[5]))
            case ("translate", 1), ("translate", 2):
                result = result.translated(values[0], values.count == 2 ? values[1] : 0)
            case ("scale", 1), ("scale", 2):
                result = result.scaled(values[0], values.count == 2 ? values[1] : values[0])
            case ("rotate", 1):
                result = result.rotated(values[0] * .pi / 180)
            case ("rotate", 3):
                result = result.translated(values[1], values[2]).rotated(values[0] * .pi / 180).translated(-values[1], -values[2])
            default:
                throw miss()
            }
        }
    }
}
