import ChessMotion

/// A job's output path with placeholders, `out/{scene}-{theme}-{scheme}.png`: each `{axis}` is
/// replaced by the job's value on that axis, so one template names every file of a matrix.
/// `{{` and `}}` stand for literal braces.
struct BatchOutputTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case text(String)
        case axis(BatchAxis)
    }

    enum Problem: Error, Sendable, Hashable {
        case unclosedBrace
        case strayClosingBrace
        case unknownPlaceholder(String)
        /// A NUL, which no path can hold: Foundation would quietly write `a%00b.png` instead.
        case nul
    }

    let parts: [Part]

    init(_ text: String) throws(Problem) {
        if text.unicodeScalars.contains("\u{0}") { throw .nul }
        var parts: [Part] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            switch character {
            case "{" where characters.first == "{", "}" where characters.first == "}":
                literal.append(character)
                characters = characters.dropFirst()
            case "{":
                guard let close = characters.firstIndex(of: "}") else { throw .unclosedBrace }
                let name = String(characters[..<close])
                guard let axis = BatchAxis(rawValue: name) else { throw .unknownPlaceholder(name) }
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(.axis(axis))
                characters = characters[characters.index(after: close)...]
            case "}":
                throw .strayClosingBrace
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    /// The axes the template names, in order of appearance.
    var axes: [BatchAxis] {
        parts.compactMap { if case .axis(let axis) = $0 { axis } else { nil } }
    }

    /// The path for one job; every axis the template names must be in `values`.
    func filled(with values: [BatchAxis: String]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .axis(let axis): values[axis].map(axis.placeholderText(for:)) ?? ""
            }
        }.joined()
    }

    static func describe(_ problem: Problem) -> String {
        switch problem {
        case .unclosedBrace: "a path whose every '{' closes with '}' (write '{{' for a brace)"
        case .strayClosingBrace: "a path whose every '}' closes a placeholder (write '}}' for a brace)"
        case .nul: "a path without a NUL character (\\u0000), which no file name can hold"
        case .unknownPlaceholder(let name):
            "a path whose placeholders are axes: " + BatchAxis.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
                + " ('{\(name)}' is none)"
        }
    }
}
