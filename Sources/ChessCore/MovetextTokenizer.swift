/// Splits movetext into tokens with their line and column: PGN tag pairs, move numbers (`12.`,
/// `12...`, and `12.Nf3` stuck together), move words, null moves (every `NullMoveSpelling`; the
/// reader decides which its mode accepts), comments
/// (`{...}` and `;` to the end of the line, with their `[%clk]`/`[%eval]` commands read), NAGs
/// and glyphs (`$14`, `!?`, `+-`), variations and results. Lines starting with `%` are PGN
/// escapes and skipped; a byte-order mark and CRLF or CR line ends are read.
///
/// It is the one reader of movetext: the PGN reader, `board --moves` and scene scripts' move
/// lists all tokenize through it, so they agree on what a move number or a comment is.
///
/// Text read from a `PGNByteSource` arrives a block at a time: the tokenizer holds a window of
/// it, from the start of the token at hand to a few scalars past the end of what it has read, so
/// a file of any length costs a block's memory (an unterminated `{` keeps the rest of the file,
/// once, as the comment it reads).
public struct MovetextTokenizer: Sendable {
    /// The window of the text held: `scalars[0]` is the text's scalar number `base`.
    private var scalars: [Unicode.Scalar]
    private var base = 0
    /// Where more text comes from; nil once it has all arrived (or for a whole text).
    private var feed: ScalarFeed?
    /// The earliest scalar a token being read may still need; the window drops what is before it.
    private var keepFrom = 0
    /// The absolute index of the next scalar to read.
    private var index = 0
    private var line: Int
    private var column: Int
    /// The first index from which the text holds no `}`, once a comment has been scanned to the
    /// end without finding one. Every later unterminated `{` is refused at once rather than
    /// scanned to the end again: a file of thousands of them would otherwise cost the square of
    /// its length.
    private var noClosingBraceFrom: Int?

    /// `start` is where the text begins in its file, for text cut out of a larger document.
    public init(_ text: String, startingAt start: TextLocation = .start) {
        scalars = Array(text.unicodeScalars)
        line = start.line
        column = start.column
    }

    /// Text that arrives from `source` a block at a time.
    init(reading source: some PGNByteSource) {
        scalars = []
        line = 1
        column = 1
        feed = ScalarFeed(source)
        refillIfNeeded()
    }

    /// Why the source stopped early (a read failed, or the bytes are not UTF-8); nil when it
    /// ended, or has not.
    var feedFailure: PGNStreamError? { feed?.failure ?? finishedFeedFailure }
    private var finishedFeedFailure: PGNStreamError?

    /// The scalars a token may look past the one at hand (`@@@@`, a CRLF, an escape) without
    /// asking for more text.
    private static let lookahead = 8

    /// Takes the next block from the feed, first dropping what no token can need again.
    private mutating func fill() {
        guard feed != nil else { return }
        let dropped = keepFrom - base
        if dropped > 0 {
            scalars.removeFirst(dropped)
            base = keepFrom
        }
        if let more = feed!.nextScalars() {
            scalars.append(contentsOf: more)
        } else {
            finishedFeedFailure = feed!.failure
            feed = nil
        }
    }

    /// Keeps `lookahead` scalars ahead of `index` while the feed has more.
    private mutating func refillIfNeeded() {
        while feed != nil, base + scalars.count - index < Self.lookahead { fill() }
    }

    /// The scalar `offset` past the current one, asking for as much text as that needs.
    private mutating func lookahead(_ offset: Int) -> Unicode.Scalar? {
        while feed != nil, index + offset >= base + scalars.count { fill() }
        return peek(offset)
    }

    /// Every token of `text`, or the first error.
    public static func tokens(in text: String, startingAt start: TextLocation = .start) throws(PGNError) -> [MovetextToken] {
        var tokenizer = MovetextTokenizer(text, startingAt: start)
        var tokens: [MovetextToken] = []
        while let token = try tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// Where the next token would start.
    public var location: TextLocation { TextLocation(line: line, column: column) }

    public var isAtEnd: Bool { index >= base + scalars.count }

    private var current: Unicode.Scalar? { index < base + scalars.count ? scalars[index - base] : nil }
    private func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        index + offset < base + scalars.count ? scalars[index + offset - base] : nil
    }

    private mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        refillIfNeeded()
        if scalar == "\n" {
            line += 1
            column = 1
        } else if scalar == "\r" {
            // CRLF counts once, a lone CR as a line break of its own.
            if current == "\n" {
                index += 1
                refillIfNeeded()
            }
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private static func isLineEnd(_ s: Unicode.Scalar) -> Bool { s == "\n" || s == "\r" }
    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
    private static func isSymbolStart(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (s.properties.isAlphabetic || isDigit(s))
    }
    private static func isSymbolContinuation(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (s.properties.isAlphabetic || isDigit(s) || "_+#=:-/".unicodeScalars.contains(s))
    }
    /// Characters of evaluation glyphs such as `+=`, `-/+`, `∞`.
    private static let glyphScalars: Set<Unicode.Scalar> = ["+", "-", "/", "=", "\u{221E}", "\u{B1}", "\u{2213}", "\u{2A72}", "\u{2A71}", "\u{25A1}"]

    private mutating func take(while condition: (Unicode.Scalar) -> Bool) -> String {
        var text = ""
        while let s = current, condition(s) {
            text.unicodeScalars.append(s)
            advance()
        }
        return text
    }

    /// The next token, or nil at the end of the text.
    public mutating func next() throws(PGNError) -> MovetextToken? {
        while let scalar = current {
            keepFrom = index
            let start = location
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{FEFF}", "\u{A0}":
                advance()
            case "%" where column == 1:
                _ = take { !Self.isLineEnd($0) }
            case ".":
                // Periods apart from a number ("12. ... Nf6") say nothing the number did not.
                advance()
            case ";":
                advance()
                let text = take { !Self.isLineEnd($0) }
                return MovetextToken(.comment(PGNComment(raw: text)), at: start, text: text)
            case "{":
                advance()
                if let none = noClosingBraceFrom, index >= none { throw .unterminatedComment(at: start) }
                let open = (index, line, column)
                let text = take { $0 != "}" }
                guard current == "}" else {
                    // Resume after the brace, so that a reader recovering from this error can
                    // find the next game's tags the comment swallowed.
                    noClosingBraceFrom = open.0
                    (index, line, column) = open
                    throw .unterminatedComment(at: start)
                }
                advance()
                return MovetextToken(.comment(PGNComment(raw: text)), at: start, text: text)
            case "[":
                return try tagPair(at: start)
            case "]":
                advance()
                throw .unexpectedToken("']'", at: start)
            case "\"":
                let text = try quoted(at: start)
                throw .unexpectedToken("string \"\(text)\"", at: start)
            case "(":
                advance()
                return MovetextToken(.variationStart, at: start, text: "(")
            case ")":
                advance()
                return MovetextToken(.variationEnd, at: start, text: ")")
            case "*":
                advance()
                return MovetextToken(.result(.ongoing), at: start, text: "*")
            case "$":
                advance()
                let digits = take(while: Self.isDigit)
                guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else {
                    throw .unexpectedCharacter("$", at: start)
                }
                return MovetextToken(.nag(NAG(rawValue: value)), at: start, text: "$" + digits)
            case "!", "?":
                let text = take { $0 == "!" || $0 == "?" }
                return try glyph(text, at: start)
            case "-" where peek() == "-":
                advance()
                advance()
                return MovetextToken(.nullMove, at: start, text: NullMoveSpelling.dashes.rawValue)
            case "@" where peek(1) == "@" && peek(2) == "@" && peek(3) == "@" && peek(4) != "@":
                for _ in 0..<4 { advance() }
                return MovetextToken(.nullMove, at: start, text: NullMoveSpelling.ats.rawValue)
            case _ where Self.glyphScalars.contains(scalar):
                let text = take { Self.glyphScalars.contains($0) }
                return try glyph(text, at: start)
            case _ where Self.isSymbolStart(scalar):
                return try symbol(at: start)
            default:
                throw .unexpectedCharacter(Character(scalar), at: start)
            }
        }
        return nil
    }

    private func glyph(_ text: String, at start: TextLocation) throws(PGNError) -> MovetextToken {
        guard let nag = NAG(glyph: text) else { throw .unexpectedToken("\"\(text)\"", at: start) }
        return MovetextToken(.nag(nag), at: start, text: text)
    }

    /// A word: a result, a move number (with its periods), a null move, or a move.
    private mutating func symbol(at start: TextLocation) throws(PGNError) -> MovetextToken {
        let text = take(while: Self.isSymbolContinuation)
        if let result = GameResult(pgn: text) {
            return MovetextToken(.result(result), at: start, text: text)
        }
        if NullMoveSpelling(text) != nil {
            return MovetextToken(.nullMove, at: start, text: text)
        }
        guard text.unicodeScalars.allSatisfy(Self.isDigit) else {
            return MovetextToken(.move(text), at: start, text: text)
        }
        let periods = take { $0 == "." }
        if let next = current, Self.isDigit(next) {
            let rest = take(while: Self.isSymbolContinuation)
            throw .unexpectedToken("number \"\(text)\(periods)\(rest)\"", at: start)
        }
        guard text.count <= 4, let number = Int(text) else { throw .unexpectedToken("number \"\(text)\"", at: start) }
        return MovetextToken(.moveNumber(number, side: periods.count >= 2 ? .black : .white), at: start, text: text + periods)
    }

    /// `[Name "value"]`, with PGN's errors for each missing part located at the `[`.
    private mutating func tagPair(at start: TextLocation) throws(PGNError) -> MovetextToken {
        let from = index
        advance()
        skipSpaces()
        let name = take { $0.isASCII && ($0.properties.isAlphabetic || Self.isDigit($0) || $0 == "_") }
        guard !name.isEmpty else { throw .malformedTag(expected: "a tag name after [", at: start) }
        skipSpaces()
        guard current == "\"" else {
            throw .malformedTag(expected: "a quoted value after the tag name \(name)", at: start)
        }
        let value = try quoted(at: location)
        skipSpaces()
        guard current == "]" else { throw .malformedTag(expected: "] after the value of tag \(name)", at: start) }
        advance()
        let text = String(String.UnicodeScalarView(scalars[(from - base)..<(index - base)]))
        return MovetextToken(.tag(name: name, value: value), at: start, text: text)
    }

    private mutating func skipSpaces() {
        while let s = current, s == " " || s == "\t" || s == "\u{A0}" { advance() }
    }

    /// A quoted string with `\"` and `\\` escapes, ending on its line.
    private mutating func quoted(at start: TextLocation) throws(PGNError) -> String {
        advance()
        var text = ""
        while let s = current, s != "\"", !Self.isLineEnd(s) {
            if s == "\\", let escaped = peek(), !Self.isLineEnd(escaped) {
                advance()
                text.unicodeScalars.append(escaped)
            } else {
                text.unicodeScalars.append(s)
            }
            advance()
        }
        guard current == "\"" else { throw .unterminatedString(at: start) }
        advance()
        return text
    }

    /// After an error, moves on to the next line that starts with a tag (`[` and a letter), where
    /// the next game of a PGN file begins; to the end if there is none.
    public mutating func skipToNextTagLine() {
        keepFrom = index
        if column != 1 { _ = take { !Self.isLineEnd($0) } }
        while !isAtEnd {
            keepFrom = index
            var offset = 0
            while let s = lookahead(offset), s == " " || s == "\t" { offset += 1 }
            if lookahead(offset) == "[", let letter = lookahead(offset + 1), letter.isASCII, letter.properties.isAlphabetic {
                return
            }
            _ = take { !Self.isLineEnd($0) }
            advance()
        }
    }

    /// Skips the rest of the line and its line end.
    mutating func skipLine() {
        keepFrom = index
        _ = take { !Self.isLineEnd($0) }
        advance()
    }

    /// Skips the tag lines at hand (after an error in a game's tags), then on to the next game.
    mutating func skipPastTagsToNextGame() {
        keepFrom = index
        if column != 1 { _ = take { !Self.isLineEnd($0) }; advance() }
        while !isAtEnd {
            keepFrom = index
            var offset = 0
            while let s = lookahead(offset), s == " " || s == "\t" { offset += 1 }
            guard lookahead(offset) == "[" || lookahead(offset).map(Self.isLineEnd) == true else { break }
            _ = take { !Self.isLineEnd($0) }
            advance()
        }
        skipToNextTagLine()
    }
}
