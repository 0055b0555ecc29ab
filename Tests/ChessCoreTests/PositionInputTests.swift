import ChessCore
import Testing

private let placement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

private func lenientError(_ fen: String) -> FENError? {
    do { _ = try Position(fen: fen, mode: .lenient); return nil } catch { return error }
}

private func reason(_ fen: String) -> PositionError? {
    do { _ = try Position(fen: fen); return nil } catch {
        if case let .illegalPosition(reason) = error { return reason }
        return nil
    }
}

/// FEN as people paste it: four or five fields, EPD operations, letters in any order.
@Suite struct LenientFENTests {
    @Test func fourAndFiveFields() throws {
        #expect(try Position(fen: "\(placement) w KQkq -", mode: .lenient) == .start)
        #expect(try Position(fen: "\(placement) w KQkq - 3", mode: .lenient).halfmoveClock == 3)
        #expect(try Position(fen: "\(placement) w KQkq - 3", mode: .lenient).fullmoveNumber == 1)
        #expect(throws: FENError.missingField(.halfmoveClock)) { try Position(fen: "\(placement) w KQkq -") }
    }

    @Test func epdOperationsAreReadAndCountersTaken() throws {
        let position = try Position(fen: "\(placement) b KQkq - hmvc 7; fmvn 12; id \"a; b\";", mode: .lenient)
        #expect(position.halfmoveClock == 7 && position.fullmoveNumber == 12 && position.sideToMove == .black)
        // Counters in the fields win over the operations.
        #expect(try Position(fen: "\(placement) w KQkq - 0 1 fmvn 12;", mode: .lenient).fullmoveNumber == 1)
    }

    @Test func lenientErrorsStillNameTheirPlace() {
        #expect(lenientError("\(placement) w KQkq - bm") == .extraField("bm", index: 53))
        #expect(lenientError("\(placement) w KQkq - 1x") == .badHalfmoveClock("1x", index: 53))
        #expect(lenientError("\(placement) w KQkq - 0 0") == .badFullmoveNumber("0", index: 55))
        #expect(lenientError("\(placement) w KQkq - hmvc x;") == .badHalfmoveClock("x", index: 53))
        #expect(lenientError("\(placement) w") == .missingField(.castling))
    }

    @Test func castlingLettersInAnyOrder() throws {
        #expect(try Position(fen: "\(placement) w qkQK - 0 1", mode: .lenient).castlingRights == .all)
        #expect(throws: FENError.castlingOutOfOrder("qkQK", index: 46)) { try Position(fen: "\(placement) w qkQK - 0 1") }
        #expect(throws: FENError.repeatedCastlingLetter("H", index: 47)) { try Position(fen: "\(placement) w KH - 0 1") }
    }
}

@Suite struct EPDTests {
    @Test func operationsWithTheirOperands() throws {
        let epd = try EPD("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 d4; id \"open; test\"; c0 \"a \\\"quoted\\\" word\"; acd 20;")
        #expect(epd.operations.map(\.opcode) == ["bm", "id", "c0", "acd"])
        #expect(epd.id == "open; test")
        #expect(epd["c0"]?.operands == [.string("a \"quoted\" word")])
        #expect(epd["acd"]?.integer == 20)
        #expect(epd["bm"]?.operands == [.word("Bb5"), .word("d4")])
        #expect(try epd.moves("bm") == [Move(from: .f1, to: .b5), Move(from: .d2, to: .d4)])
        #expect(epd.setup.fullmoveNumber == 1)
        #expect(epd.description == "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 d4; id \"open; test\"; c0 \"a \\\"quoted\\\" word\"; acd 20;")
        #expect(try EPD(epd.description) == epd)
    }

    @Test func countersFromOperationsOrFields() throws {
        #expect(try EPD("\(placement) w KQkq - hmvc 4; fmvn 9;").setup.fullmoveNumber == 9)
        let fen = try EPD("\(placement) w KQkq - 2 5 id \"x\";")
        #expect(fen.setup.halfmoveClock == 2 && fen.setup.fullmoveNumber == 5 && fen.id == "x")
        #expect(try EPD("\(placement) w KQkq -").operations.isEmpty)
    }

    @Test func errorsWithTheirIndex() {
        #expect(throws: EPDError.badOpcode("!x", index: 53)) { try EPD("\(placement) w KQkq - !x;") }
        #expect(throws: EPDError.missingSemicolon(opcode: "bm", index: 58)) { try EPD("\(placement) w KQkq - bm e4") }
        #expect(throws: EPDError.unterminatedString(index: 56)) { try EPD("\(placement) w KQkq - id \"never") }
        #expect(throws: EPDError.badCounter(opcode: "fmvn", operand: "0", index: 53)) { try EPD("\(placement) w KQkq - fmvn 0;") }
        #expect(throws: EPDError.fen(.badSideToMove("x", index: 44))) { try EPD("\(placement) x KQkq -") }
        #expect(throws: EPDMoveError.move(opcode: "bm", operand: "Ke3", .noCandidate("Ke3", piece: .whiteKing, to: .e3))) {
            try EPD("\(placement) w KQkq - bm Ke3;").moves("bm")
        }
    }
}

/// Positions no game can reach, refused as python-chess's `status()` and shakmaty refuse them.
@Suite struct ImpossiblePositionTests {
    @Test func material() {
        #expect(reason("4k3/8/8/P7/8/8/PPPPPPPP/4K3 w - - 0 1") == .tooManyPawns(.white, count: 9))
        #expect(reason("qqqqkqqq/qqqqqqqq/qq6/8/8/8/8/4K3 w - - 0 1") == .tooManyPieces(.black, count: 18))
        // Eight pawns and a second queen: the queen needed a pawn to promote.
        #expect(reason("3qk3/pppppppp/8/8/8/8/8/3QKQ2 w - - 0 1") == nil)
        #expect(reason("2qqk3/pppppppp/8/8/8/8/8/4K3 w - - 0 1") == .tooMuchMaterial(.black, pawns: 8, promoted: 1))
        // Two bishops on light squares count as one promotion; one on each colour as none.
        #expect(reason("4k3/pppppppp/8/8/8/8/8/2B1KB2 w - - 0 1") == nil)
        #expect(reason("4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1") == .tooMuchMaterial(.white, pawns: 8, promoted: 1))
    }

    @Test func impossibleChecks() {
        // Rooks on e1 and e8 both checking the king on e4 from either side.
        #expect(reason("4r3/8/8/8/4K3/8/8/k3r3 w - - 0 1")
            == .impossibleCheck(.white, king: .e4, checkers: [.e1, .e8], reason: .alignedCheckers))
        // A knight and a pawn: the second check can only have been uncovered, by a slider.
        #expect(reason("7k/8/5n2/3p4/4K3/8/8/8 w - - 0 1")
            == .impossibleCheck(.white, king: .e4, checkers: [.d5, .f6], reason: .noSliderToUncover))
        // A rook and a knight are fine: the knight moved and uncovered the rook.
        #expect(reason("7k/8/5n2/8/r3K3/8/8/8 w - - 0 1") == nil)
        // Black just pushed d7-d5, which cannot have uncovered the rook's check on the e-file.
        #expect(reason("4r2k/8/8/3p4/8/8/8/4K3 w - d6 0 1")
            == .impossibleCheck(.white, king: .e1, checkers: [.e8], reason: .checkBeforeDoublePush(pawn: .d5)))
        // The pushed pawn itself gives check: possible.
        #expect(reason("7k/8/8/3p4/4K3/8/8/8 w - d6 0 1") == nil)
        // The push uncovered a bishop's check: possible.
        #expect(reason("7k/1b6/8/3p4/8/8/8/7K w - d6 0 1") == nil)
        #expect(reason("4r2k/8/8/3p4/4K3/8/8/8 w - d6 0 1")
            == .impossibleCheck(.white, king: .e4, checkers: [.d5, .e8], reason: .doubleCheckAfterDoublePush(pawn: .d5)))
    }

    @Test func messagesNameTheFacts() {
        #expect(reason("4r3/8/8/8/4K3/8/8/k3r3 w - - 0 1")?.description
            == "the white king on e4 is in check from e1, e8, which no last move could give: they stand on one line through the king, which no single move can open on both sides")
        #expect(PositionError.tooManyPawns(.white, count: 9).description == "white has 9 pawns; a side has at most 8")
    }
}

@Suite struct NullMoveTests {
    @Test func aPassFlipsTheSideAndClearsEnPassant() throws {
        let position = try Position(fen: "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")
        #expect(position.enPassantSquare == .e3)
        let passed = try position.playing(.null)
        #expect(passed.sideToMove == .white && passed.enPassantSquare == nil)
        #expect(passed.halfmoveClock == 1 && passed.fullmoveNumber == 4)
        #expect(passed.board == position.board && passed.castlingRights == position.castlingRights)
        #expect(position.san(.null) == "--")
        #expect(try position.move(san: "--") == .null)
        #expect(try position.move(san: "Z0", mode: .lenient) == .null)
        #expect(try position.move(uci: "0000") == .null)
        #expect(Move.null.uci == "0000")
        #expect(try Move(uci: "0000") == .null)
        #expect(!position.legalMoves.contains(.null))
        let effects = try position.effects(of: .null)
        #expect(effects.isNull && effects.from == .e8 && effects.to == .e8 && effects.san == "--")
    }

    @Test func noPassingInCheck() throws {
        let inCheck = try Position(fen: "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1")
        #expect(throws: IllegalMoveError.nullMoveInCheck(king: .e8, checkers: [.e7])) { try inCheck.playing(.null) }
        #expect(throws: UCIError.illegal("0000", .nullMoveInCheck(king: .e8, checkers: [.e7]))) { try inCheck.move(uci: "0000") }
        #expect(!inCheck.canPass)
    }

    @Test func aGameWithPasses() throws {
        var game = Game()
        try game.play(san: "e4")
        try game.play(.null)
        try game.play(san: "d4")
        #expect(game.sanMoves == ["e4", "--", "d4"])
        #expect(game.movetext == "1. e4 -- 2. d4 *")
        #expect(game.plies.map(\.label) == ["1. e4", "1... --", "2. d4"])
        #expect(game.undo() == Move(from: .d2, to: .d4))
        #expect(game.undo() == .null)
        #expect(game.position.sideToMove == .black)
    }
}

/// A placement alone, as board-image services take one: White to move, nothing else.
@Suite struct PlacementAloneTests {
    @Test func aPlacementAloneGetsTheDefaultFields() throws {
        #expect(Setup.completingPlacement(placement) == placement + " w - - 0 1")
        #expect(Setup.completingPlacement("  \(placement)\n") == placement + " w - - 0 1")
        let setup = try Setup(fen: Setup.completingPlacement(placement))
        #expect(setup.sideToMove == .white && setup.castlingRights.isEmpty && setup.enPassantSquare == nil)
        // Anything longer is left to be read, or refused, as typed.
        #expect(Setup.completingPlacement("\(placement) b") == "\(placement) b")
        #expect(Setup.completingPlacement("") == "")
    }
}
