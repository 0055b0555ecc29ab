import ChessCore

extension SceneScriptParser.State {
    /// `arrow: e2e4 at 2.0 until 3.5 colour green`, and `circle:`/`fill:` with one square.
    /// Only the shape of the line is checked here; whether the squares are on the board, the
    /// instants inside the scene and the colour known is the validator's, each with its code.
    static func mark(_ scanner: inout ScriptLineScanner, key: ScriptKey) throws(ScriptSyntaxError) -> ScriptMark {
        scanner.skipSpaces()
        guard let squares = scanner.word() else { throw ScriptSyntaxError(.missingValue(key), at: scanner.location) }
        scanner.skipSpaces()
        let atLocation = scanner.location
        guard scanner.takeWord("at") else {
            throw ScriptSyntaxError(.markNeedsInstant(key, found: scanner.isAtEnd ? "end of line" : scanner.peekWord()), at: atLocation)
        }
        let appears = try scanner.number("the \(key)'s instant")
        var mark = ScriptMark(key: key, squares: squares.text, squaresLocation: squares.location,
                              appears: appears.value, appearsLocation: appears.location)
        while !scanner.isDone() {
            let optionLocation = scanner.location
            if mark.disappears == nil, scanner.takeWord("until") {
                let until = try scanner.number("the \(key)'s end")
                mark.disappears = until.value
                mark.disappearsLocation = until.location
            } else if mark.colour == nil, scanner.takeWord("colour", "color") {
                guard let colour = scanner.word() else {
                    throw ScriptSyntaxError(.missingMarkColour(key), at: scanner.location)
                }
                mark.colour = colour.text
                mark.colourLocation = colour.location
            } else {
                throw ScriptSyntaxError(.expectedMarkOption(found: scanner.rest().text), at: optionLocation)
            }
        }
        return mark
    }
}
