import ChessCore
import TestSupport
import Testing

private func sanError(_ fen: String, _ san: String, _ mode: SANParseMode = .strict) throws -> SANError? {
    let position = try Position(fen: fen)
    do {
        _ = try position.move(san: san, mode: mode)
        return nil
    } catch {
        return error
    }
}

private let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
private let twoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"

@Suite struct SANWritingTests {
    @Test func plainMoves() throws {
        #expect(Position.start.san(Move(from: .e2, to: .e4)) == "e4")
        #expect(Position.start.san(Move(from: .g1, to: .f3)) == "Nf3")
        let position = try Position(fen: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
        #expect(position.san(Move(from: .e4, to: .d5)) == "exd5")
        #expect(position.san(Move(from: .f1, to: .b5)) == "Bb5+")
    }

    @Test func disambiguation() throws {
        let knights = try Position(fen: twoKnights)
        #expect(knights.san(Move(from: .b1, to: .d2)) == "Nbd2")
        #expect(knights.san(Move(from: .f1, to: .d2)) == "Nfd2")
        #expect(knights.san(Move(from: .f1, to: .g3)) == "Ng3")
        let rooks = try Position(fen: "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1")
        #expect(rooks.san(Move(from: .a1, to: .a3)) == "R1a3")
        #expect(rooks.san(Move(from: .a5, to: .a3)) == "R5a3")
        let queens = try Position(fen: "8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1")
        #expect(queens.san(Move(from: .a1, to: .b2)) == "Qa1b2")
        #expect(queens.san(Move(from: .c1, to: .b2)) == "Qcb2")
        #expect(queens.san(Move(from: .a3, to: .b2)) == "Q3b2")
    }

    @Test func pinnedRivalNeedsNoDisambiguation() throws {
        // Both knights reach d4 but the one on e2 is pinned, so "Nd4" is unambiguous.
        let position = try Position(fen: "4k3/4r3/8/8/8/1N6/4N3/4K3 w - - 0 1")
        #expect(position.san(Move(from: .b3, to: .d4)) == "Nd4")
    }

    @Test func promotionsWithCheckAndMate() throws {
        let check = try Position(fen: "7k/5P2/8/8/8/8/8/K7 w - - 0 1")
        #expect(check.san(Move(from: .f7, to: .f8, promotion: .queen)) == "f8=Q+")
        #expect(check.san(Move(from: .f7, to: .f8, promotion: .rook)) == "f8=R+")
        #expect(check.san(Move(from: .f7, to: .f8, promotion: .knight)) == "f8=N")
        let mate = try Position(fen: "k7/2P5/1K6/8/8/8/8/8 w - - 0 1")
        #expect(mate.san(Move(from: .c7, to: .c8, promotion: .queen)) == "c8=Q#")
        #expect(mate.san(Move(from: .c7, to: .c8, promotion: .rook)) == "c8=R#")
        #expect(mate.san(Move(from: .c7, to: .c8, promotion: .bishop)) == "c8=B")
    }

    @Test func castling() throws {
        let both = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        #expect(both.san(Move(from: .e1, to: .g1)) == "O-O")
        #expect(both.san(Move(from: .e1, to: .c1)) == "O-O-O")
        let mate = try Position(fen: "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1")
        #expect(mate.san(Move(from: .e1, to: .g1)) == "O-O#")
        let check = try Position(fen: "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1")
        #expect(check.san(Move(from: .e1, to: .c1)) == "O-O-O+")
    }

    @Test func enPassant() throws {
        let position = try Position(fen: "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
        #expect(position.san(Move(from: .e5, to: .f6)) == "exf6")
    }

    @Test func illegalMoveFallsBackToUCI() {
        #expect(Position.start.san(Move(from: .e2, to: .e5)) == "e2e5")
    }
}

@Suite struct SANParsingTests {
    /// Every legal move of the suite positions reads back from its own SAN, in both modes.
    @Test(arguments: PerftCase.suite.map(\.fen))
    func roundTrip(_ fen: String) throws {
        let position = try Position(fen: fen)
        for move in position.legalMoves {
            let san = position.san(move)
            #expect(try position.move(san: san) == move, "\(san)")
            #expect(try position.move(san: san, mode: .lenient) == move, "\(san)")
        }
    }

    @Test func strictReadsStandardSAN() throws {
        #expect(try Position.start.move(san: "e4") == Move(from: .e2, to: .e4))
        #expect(try Position.start.move(san: "Nf3") == Move(from: .g1, to: .f3))
        let knights = try Position(fen: twoKnights)
        #expect(try knights.move(san: "Nbd2") == Move(from: .b1, to: .d2))
        let mate = try Position(fen: "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1")
        #expect(try mate.move(san: "O-O#") == Move(from: .e1, to: .g1))
        let promotion = try Position(fen: "k7/2P5/1K6/8/8/8/8/8 w - - 0 1")
        #expect(try promotion.move(san: "c8=Q#") == Move(from: .c7, to: .c8, promotion: .queen))
        #expect(try promotion.move(san: "c8=N") == Move(from: .c7, to: .c8, promotion: .knight))
    }

    @Test func ambiguityNamesTheCandidates() throws {
        let error = try sanError(twoKnights, "Nd2")
        #expect(error == .ambiguous("Nd2", candidates: [.b1, .f1], options: ["Nbd2", "Nfd2"]))
        #expect(error?.description == "Nd2 is ambiguous: Nbd2 or Nfd2")
        #expect(try sanError(twoKnights, "Nd2", .lenient) == error)
    }

    @Test func pinnedCandidate() throws {
        let pinned = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
        let error = try sanError(pinned, "Nc3")
        #expect(error == .leavesKingInCheck("Nc3", move: Move(from: .e2, to: .c3),
                                            reason: .leavesKingInCheck(king: .e1, attackers: [.e7])))
        #expect(error?.description == "Nc3 is illegal: leaves the king on e1 in check (from e7)")
        // With a second knight, the pin decides which one moves.
        let two = try Position(fen: "4k3/4r3/8/8/8/1N6/4N3/4K3 w - - 0 1")
        #expect(try two.move(san: "Nd4") == Move(from: .b3, to: .d4))
        #expect(throws: SANError.nonCanonical("Nbd4", canonical: "Nd4")) { try two.move(san: "Nbd4") }
        #expect(try two.move(san: "Nbd4", mode: .lenient) == Move(from: .b3, to: .d4))
        // The king may not step into check either.
        #expect(try sanError("4k3/8/8/8/8/8/5r2/4K3 w - - 0 1", "Ke2")
            == .leavesKingInCheck("Ke2", move: Move(from: .e1, to: .e2), reason: .kingMovesIntoCheck(to: .e2, attackers: [.f2])))
    }

    @Test func noCandidate() throws {
        #expect(try sanError(start, "Nf4") == .noCandidate("Nf4", piece: .whiteKnight, to: .f4))
        #expect(try sanError(start, "Bb5") == .noCandidate("Bb5", piece: .whiteBishop, to: .b5))
        #expect(try sanError(start, "e5") == .noCandidate("e5", piece: .whitePawn, to: .e5))
        #expect(try sanError(start, "exd3") == .noCandidate("exd3", piece: .whitePawn, to: .d3))
        #expect(try sanError(start, "Nf4")?.description == "Nf4: no white knight can move to f4")
    }

    @Test func malformed() throws {
        #expect(try sanError(start, "") == .empty)
        #expect(try sanError(start, "Zf3") == .malformed("Zf3", index: 0, expected: "a piece letter K, Q, R, B or N, a file a-h, or O-O"))
        #expect(try sanError(start, "Nf9") == .malformed("Nf9", index: 2, expected: "a rank 1-8"))
        #expect(try sanError(start, "N") == .malformed("N", index: 1, expected: "a destination square"))
        #expect(try sanError(start, "e") == .malformed("e", index: 1, expected: "a rank 1-8 or x"))
        #expect(try sanError(start, "e4 ") == .malformed("e4 ", index: 2, expected: "no spaces inside a move"))
        #expect(try sanError(start, "Nf3?!") == .malformed("Nf3?!", index: 3,
            expected: "the end of the move (annotations such as ! and ? are accepted in lenient mode)"))
        #expect(try sanError(start, "0-0") == .malformed("0-0", index: 0,
            expected: "a piece letter K, Q, R, B or N, a file a-h, or O-O"))
        #expect(try sanError(start, "O-O-") == .malformed("O-O-", index: 4, expected: "O-O or O-O-O (with capital letter O)"))
        #expect(try sanError(start, "Pe4") == .malformed("Pe4", index: 0, expected: "a file a-h (pawn moves are written without P)"))
        #expect(try sanError(start, "Nxxf3") == .malformed("Nxxf3", index: 2, expected: "a destination square"))
        #expect(try sanError("8/P7/8/8/8/8/8/k6K w - - 0 1", "a8Q")
            == .malformed("a8Q", index: 2, expected: "= before the promotion piece, or the end of the move"))
        #expect(try sanError("8/P7/8/8/8/8/8/k6K w - - 0 1", "a8=K") == .malformed("a8=K", index: 3, expected: "a promotion piece Q, R, B or N"))
        #expect(try sanError(start, "Zf3")?.description
            == "\"Zf3\" is not SAN: expected a piece letter K, Q, R, B or N, a file a-h, or O-O at character 1")
    }

    @Test func promotionErrors() throws {
        let fen = "8/P7/8/8/8/8/8/k6K w - - 0 1"
        #expect(try sanError(fen, "a8") == .missingPromotion("a8", move: Move(from: .a7, to: .a8)))
        #expect(try sanError(fen, "a8", .lenient) == .missingPromotion("a8", move: Move(from: .a7, to: .a8)))
        #expect(try sanError(start, "e4=Q") == .unexpectedPromotion("e4=Q"))
    }

    @Test func castlingErrors() throws {
        #expect(try sanError(start, "O-O") == .castlingNotPossible("O-O", reason: .castlingBlocked(kingside: true, by: .f1)))
        #expect(try sanError("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O")
            == .castlingNotPossible("O-O", reason: .castlingThroughCheck(kingside: true, square: .f1)))
        #expect(try sanError("4k3/8/8/8/8/8/8/R3K2R w K - 0 1", "O-O-O")
            == .castlingNotPossible("O-O-O", reason: .noCastlingRight(.white, kingside: false)))
    }

    @Test func strictWantsTheRightSuffix() throws {
        #expect(try sanError(start, "Nf3+") == .nonCanonical("Nf3+", canonical: "Nf3"))
        let check = "7k/5P2/8/8/8/8/8/K7 w - - 0 1"
        #expect(try sanError(check, "f8=Q") == .nonCanonical("f8=Q", canonical: "f8=Q+"))
        #expect(try sanError(check, "f8=Q#") == .nonCanonical("f8=Q#", canonical: "f8=Q+"))
        #expect(try sanError(start, "Nf3+")?.description
            == "\"Nf3+\" is not standard SAN for this move; write \"Nf3\" (lenient mode accepts it)")
        #expect(try sanError(start, "Ng1f3") == .nonCanonical("Ng1f3", canonical: "Nf3"))
        #expect(try sanError(start, "Nxf3") == .nonCanonical("Nxf3", canonical: "Nf3"))
    }

    @Test func lenientForms() throws {
        let start = Position.start
        #expect(try start.move(san: "Nf3+", mode: .lenient) == Move(from: .g1, to: .f3))
        #expect(try start.move(san: "Pe4", mode: .lenient) == Move(from: .e2, to: .e4))
        #expect(try start.move(san: "e4!?", mode: .lenient) == Move(from: .e2, to: .e4))
        #expect(try start.move(san: "Nf3!", mode: .lenient) == Move(from: .g1, to: .f3))
        #expect(try start.move(san: " e4 ", mode: .lenient) == Move(from: .e2, to: .e4))
        #expect(try start.move(san: "Ng1f3", mode: .lenient) == Move(from: .g1, to: .f3))
        let castle = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        #expect(try castle.move(san: "0-0", mode: .lenient) == Move(from: .e1, to: .g1))
        #expect(try castle.move(san: "0-0-0", mode: .lenient) == Move(from: .e1, to: .c1))
        #expect(try castle.move(san: "O-O-O+", mode: .lenient) == Move(from: .e1, to: .c1))
        let promote = try Position(fen: "7k/5P2/8/8/8/8/8/K7 w - - 0 1")
        #expect(try promote.move(san: "f8Q", mode: .lenient) == Move(from: .f7, to: .f8, promotion: .queen))
        #expect(try promote.move(san: "f8=Q", mode: .lenient) == Move(from: .f7, to: .f8, promotion: .queen))
        #expect(try promote.move(san: "f8N+", mode: .lenient) == Move(from: .f7, to: .f8, promotion: .knight))
        #expect(try promote.move(san: "Pf8=R+!", mode: .lenient) == Move(from: .f7, to: .f8, promotion: .rook))
        let mate = try Position(fen: "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1")
        #expect(try mate.move(san: "O-O+", mode: .lenient) == Move(from: .e1, to: .g1))
        #expect(try mate.move(san: "0-0#", mode: .lenient) == Move(from: .e1, to: .g1))
    }
}
