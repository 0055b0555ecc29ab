import ChessCore
import MotionKit

extension SceneScriptParser {
    /// A line that starts with `key:` (or the word `caption`).
    struct Statement {
        var key: ScriptKey
        var keyLocation: TextLocation
        /// Where the value starts: just after the colon.
        var valueIndex: Int
    }

    /// The leading word of a line and what follows it, if it has the shape of a key.
    private static func leadingKey(in characters: [Character]) -> (word: String, start: Int, afterColon: Int?)? {
        var index = 0
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let start = index
        guard index < characters.count, characters[index].isLetter, characters[index].isASCII else { return nil }
        while index < characters.count, (characters[index].isLetter && characters[index].isASCII) || characters[index] == "-" {
            index += 1
        }
        let word = String(characters[start..<index])
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        if index < characters.count, characters[index] == ":" { return (word, start, index + 1) }
        return (word, start, nil)
    }

    static func statement(in characters: [Character], line: Int) -> Statement? {
        guard let lead = leadingKey(in: characters) else { return nil }
        let location = ScalarColumns(characters, line: line).location(ofCharacter: lead.start)
        if let afterColon = lead.afterColon, let key = ScriptKey(rawValue: lead.word) {
            return Statement(key: key, keyLocation: location, valueIndex: afterColon)
        }
        let end = lead.start + lead.word.count
        if lead.word == ScriptKey.caption.rawValue, end == characters.count || characters[end].isWhitespace {
            return Statement(key: .caption, keyLocation: location, valueIndex: end)
        }
        return nil
    }

    /// A `word:` line whose word is no key: almost always a typo, so it is named as one.
    static func unknownKey(in characters: [Character], line: Int) -> ScriptSyntaxError? {
        guard let lead = leadingKey(in: characters), lead.afterColon != nil else { return nil }
        return ScriptSyntaxError(.unknownKey(lead.word, suggestion: ScriptKey.suggestion(for: lead.word)),
                                 at: ScalarColumns(characters, line: line).location(ofCharacter: lead.start))
    }
}

extension SceneScriptParser.State {
    mutating func readStatement(_ statement: SceneScriptParser.Statement, characters: [Character], line: Int) throws(ScriptSyntaxError) {
        let key = statement.key
        var scanner = ScriptLineScanner(characters, line: line, from: statement.valueIndex)
        scanner.skipSpaces()
        let valueLocation = scanner.location

        if !key.isRepeatable, let first = locations[key] {
            throw ScriptSyntaxError(.duplicateKey(key, firstAt: first), at: statement.keyLocation)
        }
        if key == .moves || key == .pgn {
            if let first = locations[.moves] ?? locations[.pgn] {
                throw ScriptSyntaxError(.conflictingMoveSources(firstAt: first), at: statement.keyLocation)
            }
            locations[key] = statement.keyLocation
        } else if key != .caption {
            // Recorded before the value is read, so that a bad value is not also reported missing.
            locations[key] = valueLocation
            guard !scanner.isAtEnd else { throw ScriptSyntaxError(.missingValue(key), at: valueLocation) }
        }

        switch key {
        case .name:
            name = try Self.text(&scanner)
        case .duration:
            if scanner.takeWord("auto") {
                automatic.insert(.duration)
                duration = 0
            } else {
                duration = try Self.number(&scanner, "the duration", in: 0.01...600, allowed: "a loop lasts from 0.01 to 600 seconds")
            }
        case .still:
            if scanner.takeWord("auto") {
                automatic.insert(.still)
                still = 0
            } else {
                still = try Self.number(&scanner, "the still time")
            }
        case .speed:
            speed = try Self.number(&scanner, "the speed", in: 0.05...20, allowed: "from 0.05 to 20 times real time")
        case .fadeIn:
            fadeIn = try scanner.span("the fade-in").span
        case .fadeOut:
            if scanner.takeWord("auto") {
                automatic.insert(.fadeOut)
            } else {
                fadeOut = try scanner.span("the fade-out").span
            }
        case .start:
            start = try Self.startPosition(&scanner)
        case .board:
            board = try Self.boardPlacement(&scanner)
        case .orientation:
            orientation = try Self.choice(&scanner, key, ["white": Side.white, "black": Side.black])
        case .coordinates:
            coordinates = try Self.choice(&scanner, key, ["on": true, "off": false])
        case .theme:
            theme = try Self.assetName(&scanner, key)
        case .pieces:
            pieces = try Self.assetName(&scanner, key)
        case .avatars:
            avatars = try Self.choice(&scanner, key, Dictionary(uniqueKeysWithValues: SceneScript.avatarStyles.map { ($0, $0) }))
        case .moves:
            listed = []
            if scanner.isDone() {
                block = .timed(header: statement.keyLocation)
            } else {
                block = .spaced(try Self.spacing(&scanner), header: statement.keyLocation)
            }
        case .pgn:
            guard !scanner.isDone() else { throw ScriptSyntaxError(.pgnNeedsSpacing, at: valueLocation) }
            block = .pgn(try Self.spacing(&scanner), header: statement.keyLocation, lines: [], firstLine: line + 1, commentOpen: false)
        case .caption:
            captions.append(try Self.caption(&scanner, at: statement.keyLocation))
        case .arrow, .circle, .fill:
            marks.append(try Self.mark(&scanner, key: key))
        case .intro:
            intro = try Self.choice(&scanner, key, Dictionary(uniqueKeysWithValues: IntroKind.allCases.map { ($0.rawValue, $0) }))
        case .rivals:
            rivals = try Self.rivals(&scanner)
        case .pick:
            pick = try Self.pick(&scanner, at: valueLocation)
        }
        try scanner.finish()
    }
}
