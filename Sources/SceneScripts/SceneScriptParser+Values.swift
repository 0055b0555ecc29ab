import ChessMotionSupport
import ChessScenes
import ChessCore
import MotionKit

extension SceneScriptParser.State {
    /// Free text to the end of the line, or a quoted text (which may hold a `#`).
    static func text(_ scanner: inout ScriptLineScanner) throws(ScriptSyntaxError) -> String {
        scanner.skipSpaces()
        if scanner.next == "\"" { return try scanner.quoted().text }
        return scanner.rest().text
    }

    static func number(_ scanner: inout ScriptLineScanner, _ what: String,
                       in range: ClosedRange<Double>? = nil, allowed: String = "") throws(ScriptSyntaxError) -> Double {
        let (value, location) = try scanner.number(what)
        if let range, !range.contains(value) {
            throw ScriptSyntaxError(.numberOutOfRange(found: value.trimmed, what: what, allowed: allowed), at: location)
        }
        return value
    }

    /// `startpos`, or a FEN (4 fields and EPD lines too; Chess960 when its castling rights need
    /// it) whose errors point at the offending character.
    static func startPosition(_ scanner: inout ScriptLineScanner) throws(ScriptSyntaxError) -> Position {
        let (text, location) = scanner.rest()
        if text == "startpos" { return .start }
        do throws(FENError) {
            return try Position(typed: text, mode: .lenient)
        } catch {
            throw ScriptSyntaxError(.invalidFEN(error), at: location.advanced(by: error.characterIndex ?? 0))
        }
    }

    /// `centred [side N]` (also `centered`) or `at X Y [side N]`.
    static func boardPlacement(_ scanner: inout ScriptLineScanner) throws(ScriptSyntaxError) -> BoardPlacement {
        let found = scanner.peekWord()
        let location = scanner.location
        func side(_ scanner: inout ScriptLineScanner) throws(ScriptSyntaxError) -> Double {
            guard scanner.takeWord("side") else {
                if scanner.isDone() { return BoardPlacement.defaultSide }
                throw ScriptSyntaxError(.unexpectedText(scanner.rest().text), at: scanner.location)
            }
            return try number(&scanner, "the square side", in: 1...200, allowed: "a square is 1 to 200 box units")
        }
        if scanner.takeWord("centred", "centered") {
            return .centred(side: try side(&scanner))
        }
        if scanner.takeWord("at") {
            let x = try scanner.number("the board's x", signed: true).value
            let y = try scanner.number("the board's y", signed: true).value
            return .origin(Point(x, y), side: try side(&scanner))
        }
        throw ScriptSyntaxError(.expectedBoardPlacement(found: found), at: location)
    }

    static func choice<T>(_ scanner: inout ScriptLineScanner, _ key: ScriptKey, _ choices: [String: T]) throws(ScriptSyntaxError) -> T {
        let location = scanner.location
        let word = scanner.word()?.text ?? ""
        guard let value = choices[word] else {
            throw ScriptSyntaxError(.invalidChoice(key, found: word, choices: choices.keys.sorted()), at: location)
        }
        return value
    }

    /// A theme or piece set name: one word that cannot reach outside the asset folders.
    static func assetName(_ scanner: inout ScriptLineScanner, _ key: ScriptKey) throws(ScriptSyntaxError) -> String {
        let location = scanner.location
        let word = scanner.word()?.text ?? ""
        guard !word.contains("/"), !word.contains("\\"), !word.hasPrefix("."), !word.contains("..") else {
            throw ScriptSyntaxError(.invalidName(key, found: word), at: location)
        }
        return word
    }

    /// `from SECONDS every SECONDS`.
    static func spacing(_ scanner: inout ScriptLineScanner) throws(ScriptSyntaxError) -> MoveSpacing {
        scanner.skipSpaces()
        let location = scanner.location
        guard scanner.takeWord("from") else {
            throw ScriptSyntaxError(.expectedSpacing(found: scanner.rest().text), at: location)
        }
        // `from auto`: the instant is the intro's, known once its pick is read.
        let isAutomatic = scanner.takeWord("auto")
        let first = isAutomatic ? 0 : try scanner.number("the first move's instant").value
        guard scanner.takeWord("every") else {
            let at = scanner.location
            throw ScriptSyntaxError(.expectedSpacing(found: scanner.rest().text), at: at)
        }
        let every = try number(&scanner, "the spacing", in: 0.01...600, allowed: "moves are 0.01 to 600 seconds apart")
        return MoveSpacing(first: first, every: every, location: location, isAutomatic: isAutomatic)
    }

    /// `caption SPAN "TEXT" [LOCALE "TEXT"]... [at X Y] [size N] [align start|center|end]`, or
    /// `caption SPAN key NAME [...]` for words from the strings files.
    static func caption(_ scanner: inout ScriptLineScanner, at location: TextLocation) throws(ScriptSyntaxError) -> ScriptCaption {
        let span = try scanner.span("a caption's time").span
        var caption: ScriptCaption
        if scanner.takeWord("key") {
            scanner.skipSpaces()
            let keyLocation = scanner.location
            let word = scanner.word()?.text ?? ""
            guard isStringKey(word) else {
                throw ScriptSyntaxError(.expectedStringKey(found: word.isEmpty ? "end of line" : word), at: keyLocation)
            }
            caption = ScriptCaption(span: span, text: word, key: word, location: location)
        } else {
            caption = ScriptCaption(span: span, text: try scanner.quoted().text, location: location)
        }
        while !scanner.isDone() {
            let optionLocation = scanner.location
            if scanner.takeWord("at") {
                let x = try scanner.number("the caption's x", signed: true).value
                let y = try scanner.number("the caption's y", signed: true).value
                caption.position = Point(x, y)
            } else if scanner.takeWord("size") {
                caption.size = try number(&scanner, "the caption's size", in: 4...72, allowed: "text is 4 to 72 box units")
            } else if scanner.takeWord("align") {
                scanner.skipSpaces()
                caption.alignment = try choice(&scanner, .caption,
                                               Dictionary(uniqueKeysWithValues: CaptionAlignment.allCases.map { ($0.rawValue, $0) }))
            } else if caption.key == nil, isLocale(scanner.peekWord()), let (locale, _) = scanner.word() {
                guard caption.translations[locale] == nil else {
                    throw ScriptSyntaxError(.duplicateTranslation(locale), at: optionLocation)
                }
                caption.translations[locale] = try scanner.quoted().text
            } else {
                throw ScriptSyntaxError(.expectedCaptionOption(found: scanner.rest().text), at: optionLocation)
            }
        }
        return caption
    }

    /// A locale as strings files are named: a language (`es`, `ast`) and optional subtags
    /// (`pt-BR`).
    static func isLocale(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A strings file's key: letters, digits, `.`, `-` and `_` (`bots.headline`).
    static func isStringKey(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
    }

    /// `rivals: ID ID ...`: one to four bot ids, each once.
    static func rivals(_ scanner: inout ScriptLineScanner) throws(ScriptSyntaxError) -> [ScriptBotReference] {
        var rivals: [ScriptBotReference] = []
        let start = scanner.location
        while let (word, location) = scanner.word() {
            guard isBotID(word) else { throw ScriptSyntaxError(.invalidBotID(word), at: location) }
            if let first = rivals.first(where: { $0.id == word }) {
                throw ScriptSyntaxError(.duplicateRival(word, firstAt: first.location), at: location)
            }
            rivals.append(ScriptBotReference(id: word, location: location))
        }
        guard (1...BotsIntroPlan.maximumRivals).contains(rivals.count) else {
            throw ScriptSyntaxError(.rivalCount(rivals.count), at: start)
        }
        return rivals
    }

    /// `pick: ID [at SECONDS]`; without `at`, the design's instant.
    static func pick(_ scanner: inout ScriptLineScanner, at location: TextLocation) throws(ScriptSyntaxError) -> ScriptPick {
        guard let (id, idLocation) = scanner.word() else {
            throw ScriptSyntaxError(.expectedPick(found: "end of line"), at: location)
        }
        guard isBotID(id) else { throw ScriptSyntaxError(.invalidBotID(id), at: idLocation) }
        var at = BotsIntroPlan.designPickAt
        if !scanner.isDone() {
            let wordLocation = scanner.location
            guard scanner.takeWord("at") else { throw ScriptSyntaxError(.expectedPick(found: scanner.rest().text), at: wordLocation) }
            at = try number(&scanner, "the pick's instant")
        }
        return ScriptPick(id: id, at: at, location: idLocation)
    }

    /// The bots file's id rule: lower-case ASCII letters, digits and '-'.
    static func isBotID(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}

extension SceneScript {
    /// The avatar styles a script may fix, by name.
    package static var avatarStyles: [String] { AvatarStyle.allCases.map(\.rawValue) }
}

extension FENError {
    /// The 0-based character the error is about, when it names one.
    var characterIndex: Int? {
        switch self {
        case .empty, .missingField, .wrongRankCount, .illegalPosition:
            nil
        case let .extraField(_, index), let .rankTooLong(_, index), let .rankTooShort(_, _, index),
             let .unknownPieceLetter(_, index), let .consecutiveDigits(index), let .badSideToMove(_, index),
             let .unknownCastlingLetter(_, index), let .repeatedCastlingLetter(_, index),
             let .castlingOutOfOrder(_, index), let .badEnPassantSquare(_, index),
             let .badHalfmoveClock(_, index), let .badFullmoveNumber(_, index):
            index
        }
    }
}
