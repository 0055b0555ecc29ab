/// The whitespace-separated words of a FEN or EPD line with where each starts, so that every
/// error can name the character it is about.
struct FENFields {
    struct Field {
        let text: [Unicode.Scalar]
        let index: Int
        var string: String { String(String.UnicodeScalarView(text)) }
    }

    let scalars: [Unicode.Scalar]
    /// The first `count` words, or fewer if the line has fewer.
    private(set) var fields: [Field] = []
    /// Where the text after the last word read starts.
    private(set) var end = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Reads the next word, or returns nil at the end of the text.
    mutating func next() -> Field? {
        var i = end
        while i < scalars.count, scalars[i].properties.isWhitespace { i += 1 }
        guard i < scalars.count else { end = i; return nil }
        let start = i
        while i < scalars.count, !scalars[i].properties.isWhitespace { i += 1 }
        end = i
        let field = Field(text: Array(scalars[start..<i]), index: start)
        fields.append(field)
        return field
    }

    /// The next word without consuming it.
    func peek() -> Field? {
        var copy = self
        return copy.next()
    }

    /// Whether only whitespace remains.
    var atEnd: Bool { peek() == nil }

    /// A word meant as a move counter: it starts with a digit or a sign, as no EPD opcode does.
    static func looksLikeCounter(_ field: Field) -> Bool {
        guard let first = field.text.first else { return false }
        return (48...57).contains(first.value) || first == "-" || first == "+"
    }

    /// Plain decimal digits up to `Setup.maximumMoveCounter`: clocks beyond that are typos,
    /// not games.
    static func count(_ text: [Unicode.Scalar]) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.value >= 48 && $0.value <= 57 }),
              let value = Int(String(String.UnicodeScalarView(text))), value <= Setup.maximumMoveCounter else {
            return nil
        }
        return value
    }
}
