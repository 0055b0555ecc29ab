import FoundationEssentials

/// Cairo names an SVG's surfaces (`<g id="surface35">`) by a counter shared by the whole
/// process, so the same still drawn by a server or a batch after other work gets other names
/// than drawn alone. Renumbered from 1 in order of first appearance, every door writes the
/// same bytes. Each name is replaced wherever it is used (`id`, `#surface35` in a reference).
enum VectorDocumentIDs {
    static func renumberingSurfaces(in document: Data) -> Data {
        let text = String(decoding: document, as: UTF8.self)
        var names: [Substring: Int] = [:]
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let found = rest.firstRange(of: "surface") {
            result += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { continue }
            let number = names[digits] ?? (names.count + 1)
            names[digits] = number
            result += String(number)
            rest = rest[digits.endIndex...]
        }
        result += rest
        return Data(result.utf8)
    }
}
