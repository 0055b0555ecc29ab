import ChessCore
import Testing

/// The null-move vocabulary is one rule: every reader (PGN through the tokenizer, SAN,
/// `MoveNotation`, UCI) accepts exactly the spellings `NullMoveSpelling` says for its mode, and
/// what the writers write is read back strictly.
@Suite struct NullMoveSpellingTests {
    /// Every spelling, and words that look like one but are not.
    static let words = NullMoveSpelling.allCases.map(\.rawValue) + ["null", "pass", "Z", "000", "---", "@@@"]

    static func pgnReads(_ word: String, _ mode: SANParseMode) -> Bool {
        guard let game = try? PGN.read("1. e4 \(word) 2. d4 *", sanMode: mode).first else { return false }
        return game.plies.map(\.isNull) == [false, true, false]
    }

    static func sanReads(_ word: String, _ mode: SANParseMode) -> Bool {
        (try? Position.start.move(san: word, mode: mode)) == .null
    }

    @Test(arguments: [SANParseMode.strict, .lenient])
    func pgnAndSANAcceptTheSameSpellings(mode: SANParseMode) {
        for word in Self.words {
            let rule = NullMoveSpelling.reads(word, in: mode)
            #expect(Self.pgnReads(word, mode) == rule, "PGN (\(mode)) and the vocabulary disagree on \(word)")
            #expect(Self.sanReads(word, mode) == rule, "SAN (\(mode)) and the vocabulary disagree on \(word)")
            #expect((MoveNotation(word, mode: mode) == .null) == rule, "MoveNotation (\(mode)) disagrees on \(word)")
        }
    }

    @Test func strictReadsOnlyWhatSANWritesAndLenientReadsThemAll() {
        #expect(NullMoveSpelling.accepted(in: .strict) == [.dashes])
        #expect(NullMoveSpelling.accepted(in: .lenient) == NullMoveSpelling.allCases)
        #expect(Position.start.san(.null) == NullMoveSpelling.san.rawValue)
        #expect(Self.sanReads(Position.start.san(.null), .strict))
    }

    @Test func strictSANSaysWhyAnotherSpellingIsRefused() {
        #expect(throws: SANError.malformed("Z0", index: 0, expected: "-- for a null move (Z0 is read in lenient mode)")) {
            try Position.start.move(san: "Z0", mode: .strict)
        }
    }

    @Test func uciReadsAndWritesOnlyItsOwnSpelling() {
        #expect(Move.null.uci == NullMoveSpelling.uci.rawValue)
        for word in Self.words {
            let read = (try? Move(uci: word)) == .null
            #expect(read == (word == NullMoveSpelling.uci.rawValue), "UCI and the vocabulary disagree on \(word)")
        }
    }

    @Test func theTokenizerMarksEverySpellingAsAPass() throws {
        for spelling in NullMoveSpelling.allCases {
            let tokens = try MovetextTokenizer.tokens(in: "1. \(spelling.rawValue)")
            #expect(tokens.last?.kind == .nullMove && tokens.last?.text == spelling.rawValue)
        }
    }

    /// The invariant the fuzz targets hold every reader to.
    @Test func aPassIsPlayableExactlyWhenNotInCheck() throws {
        let inCheck = try Position(fen: "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1")
        #expect(Position.start.isPlayable(.null))
        #expect(!inCheck.isPlayable(.null))
        #expect(Position.start.isPlayable(Move(from: .e2, to: .e4)))
        #expect(!Position.start.isPlayable(Move(from: .e2, to: .e5)))
        for word in NullMoveSpelling.allCases.map(\.rawValue) {
            #expect((try? inCheck.move(san: word, mode: .lenient)) == nil)
        }
    }
}
