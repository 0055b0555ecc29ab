import ChessCore
import Testing

private func kinds(_ text: String) throws -> [MovetextToken.Kind] {
    try MovetextTokenizer.tokens(in: text).map(\.kind)
}

private func at(_ line: Int, _ column: Int) -> TextLocation { TextLocation(line: line, column: column) }

@Suite struct MovetextTokenizerTests {
    @Test func moveNumbersInEveryForm() throws {
        let tokens = try MovetextTokenizer.tokens(in: "1. e4 e5 2.Nf3 2... Nc6 3 Bb5")
        #expect(tokens.map(\.kind) == [
            .moveNumber(1, side: .white), .move("e4"), .move("e5"), .moveNumber(2, side: .white), .move("Nf3"),
            .moveNumber(2, side: .black), .move("Nc6"), .moveNumber(3, side: .white), .move("Bb5"),
        ])
        // "2.Nf3": the move starts after the number's period.
        #expect(tokens[3].location == at(1, 10) && tokens[4].location == at(1, 12))
        #expect(tokens[3].text == "2." && tokens[5].text == "2...")
    }

    @Test func resultsAndCastlingWithZerosAreTold() throws {
        #expect(try kinds("1-0 0-1 1/2-1/2 * 0-0 0-0-0 O-O") == [
            .result(.whiteWins), .result(.blackWins), .result(.draw), .result(.ongoing),
            .move("0-0"), .move("0-0-0"), .move("O-O"),
        ])
    }

    @Test func nullMovesInTheirThreeSpellings() throws {
        #expect(try kinds("1. -- Z0 0000") == [.moveNumber(1, side: .white), .nullMove, .nullMove, .nullMove])
    }

    @Test func glyphsBecomeNAGs() throws {
        #expect(try kinds("e4! e5? Nf3!! Nc6?? Bb5!? a6?! $14 +- -+ += =+ = ±") == [
            .move("e4"), .nag(.goodMove), .move("e5"), .nag(.mistake), .move("Nf3"), .nag(.brilliantMove),
            .move("Nc6"), .nag(.blunder), .move("Bb5"), .nag(.speculativeMove), .move("a6"), .nag(.dubiousMove),
            .nag(NAG(rawValue: 14)), .nag(NAG(rawValue: 18)), .nag(NAG(rawValue: 19)), .nag(NAG(rawValue: 14)),
            .nag(NAG(rawValue: 15)), .nag(NAG(rawValue: 10)), .nag(NAG(rawValue: 16)),
        ])
        #expect(NAG(glyph: "?!")?.glyph == "?!")
        #expect(NAG(rawValue: 14).glyph == "\u{2A72}")
        #expect(NAG(rawValue: 146).glyph == nil)
    }

    @Test func commentsWithTheirCommands() throws {
        let text = "e4 {[%clk 0:05:00] [%eval 0.31] A  good\n start} e5 ; rest of [%clk 1:02:03.5] line\nNf3 {[%eval #-3,24]}"
        let tokens = try MovetextTokenizer.tokens(in: text)
        guard case let .comment(first) = tokens[1].kind, case let .comment(second) = tokens[3].kind,
              case let .comment(third) = tokens[5].kind else {
            Issue.record("comments not where expected: \(tokens)")
            return
        }
        #expect(first.text == "A good start")
        #expect(first.clock == 300)
        #expect(first.evaluation == .pawns(0.31))
        #expect(tokens[1].location == at(1, 4))
        #expect(second.text == "rest of line")
        #expect(second.clock == 3723.5)
        #expect(tokens[3].location == at(2, 12))
        #expect(third.evaluation == .mate(-3))
        #expect(third.clock == nil)
        #expect(tokens[4].location == at(3, 1))
    }

    @Test func malformedCommandsReadAsNothing() {
        let comment = PGNComment(raw: "[%clk soon] [%eval ?] [%cal Ge2e4] [%unclosed")
        #expect(comment.clock == nil && comment.evaluation == nil)
        #expect(comment.command("cal")?.arguments == "Ge2e4")
        #expect(comment.text == "[%unclosed")
    }

    @Test func tagsAndVariations() throws {
        #expect(try kinds("[White \"Morphy, \\\"Paul\\\"\"]\n1. e4 (1. d4) *") == [
            .tag(name: "White", value: "Morphy, \"Paul\""), .moveNumber(1, side: .white), .move("e4"),
            .variationStart, .moveNumber(1, side: .white), .move("d4"), .variationEnd, .result(.ongoing),
        ])
    }

    @Test func byteOrderMarkCRLFAndEscapes() throws {
        let tokens = try MovetextTokenizer.tokens(in: "\u{FEFF}[Event \"x\"]\r\n% escaped line e4\r\n1. e4\r\r2. d4")
        #expect(tokens.map(\.kind) == [
            .tag(name: "Event", value: "x"), .moveNumber(1, side: .white), .move("e4"), .moveNumber(2, side: .white), .move("d4"),
        ])
        #expect(tokens[0].location == at(1, 2))
        #expect(tokens[2].location == at(3, 4))
        // A lone CR is a line end of its own: two of them put "2." on line 5.
        #expect(tokens[3].location == at(5, 1))
    }

    @Test func startingLocationShiftsEveryToken() throws {
        let tokens = try MovetextTokenizer.tokens(in: "e4\n  e5", startingAt: at(7, 3))
        #expect(tokens.map(\.location) == [at(7, 3), at(8, 3)])
    }

    @Test func notationOfMoveTokens() throws {
        let tokens = try MovetextTokenizer.tokens(in: "e2e4 Nf3 e7-e8=Q --")
        #expect(tokens.map(\.notation) == [
            .squares(from: .e2, to: .e4, promotion: nil), .san("Nf3"), .squares(from: .e7, to: .e8, promotion: .queen), .null,
        ])
    }
}

/// Broken movetext, each with the error it must produce and where.
private let brokenTokens: [(name: String, text: String, error: PGNError)] = [
    ("unterminated comment", "e4 {open\n e5", .unterminatedComment(at: TextLocation(line: 1, column: 4))),
    ("unterminated tag value ends at its line", "[Event \"x\n\"]", .unterminatedString(at: TextLocation(line: 1, column: 8))),
    ("tag without name", "[ \"x\"]", .malformedTag(expected: "a tag name after [", at: TextLocation(line: 1, column: 1))),
    ("stray closing bracket", "e4 ]", .unexpectedToken("']'", at: TextLocation(line: 1, column: 4))),
    ("string in movetext", "e4 \"e5\"", .unexpectedToken("string \"e5\"", at: TextLocation(line: 1, column: 4))),
    ("decimal where a move number goes", "2.75 e4", .unexpectedToken("number \"2.75\"", at: TextLocation(line: 1, column: 1))),
    ("unknown glyph", "e4 !!!", .unexpectedToken("\"!!!\"", at: TextLocation(line: 1, column: 4))),
    ("dollar without digits", "e4 $x", .unexpectedCharacter("$", at: TextLocation(line: 1, column: 4))),
    ("stray character", "e4 @", .unexpectedCharacter("@", at: TextLocation(line: 1, column: 4))),
    ("non-ASCII letter", "e4 é5", .unexpectedCharacter("é", at: TextLocation(line: 1, column: 4))),
]

@Suite struct BrokenMovetextTests {
    @Test(arguments: brokenTokens.indices)
    func rejected(_ index: Int) {
        let entry = brokenTokens[index]
        #expect(throws: entry.error, "\(entry.name)") { try MovetextTokenizer.tokens(in: entry.text) }
    }
}
