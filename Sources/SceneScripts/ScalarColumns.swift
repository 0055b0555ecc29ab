import ChessCore

/// One script line seen two ways: the parser walks it by characters (`é` written as `e` and an
/// accent is one), while every location counts Unicode scalars, as ChessCore's readers do. This
/// maps the one onto the other, and names the word a tokenizer error stands in.
struct ScalarColumns {
    let characters: [Character]
    let line: Int
    /// The scalar offset at which each character starts.
    private let starts: [Int]

    init(_ characters: [Character], line: Int) {
        self.characters = characters
        self.line = line
        var offset = 0
        starts = characters.map { character in
            defer { offset += character.unicodeScalars.count }
            return offset
        }
    }

    /// The index of the character a (1-based) scalar column falls in.
    private func index(of location: TextLocation) -> Int {
        let scalar = location.column - 1
        return (starts.lastIndex { $0 <= scalar } ?? 0)
    }

    /// Where the character at `index` starts (the end of the line for `index == characters.count`).
    func location(ofCharacter index: Int) -> TextLocation {
        let scalars = index < starts.count ? starts[index] : (starts.last ?? 0) + (characters.last?.unicodeScalars.count ?? 0)
        return TextLocation(line: line, column: scalars + 1)
    }

    /// The error for the space-separated word around `location`: an instant when it reads as one
    /// (`2.8`, `3`, `.5`, or a move number running into digits, `12.5`), else a word a move list
    /// cannot hold.
    func wordError(at place: TextLocation) -> ScriptSyntaxError {
        var start = min(index(of: place), max(characters.count - 1, 0))
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        var end = start
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        let word = String(characters[start..<end])
        let at = location(ofCharacter: start)
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        let rest = word.dropFirst(digits.count).drop { $0 == "." }
        let numbered = !digits.isEmpty && rest.count < word.count - digits.count && rest.first?.isNumber == true
        if ScriptLineScanner.isDecimal(word) || numbered {
            return ScriptSyntaxError(.instantInSpacedList(word), at: at)
        }
        return ScriptSyntaxError(.notInMoveList(word), at: at)
    }
}
