import ChessCore
import Testing

private func reason(_ fen: String, _ from: Square, _ to: Square, _ promotion: PieceKind? = nil) throws -> IllegalMoveError? {
    let position = try Position(fen: fen)
    do {
        _ = try position.legalMove(from: from, to: to, promotion: promotion)
        return nil
    } catch {
        return error
    }
}

private let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

@Suite struct LegalityTests {
    @Test func legalMovesPass() throws {
        #expect(try Position.start.legalMove(from: .e2, to: .e4) == Move(from: .e2, to: .e4))
        #expect(try reason(start, .g1, .f3) == nil)
    }

    @Test func pieceProblems() throws {
        #expect(try reason(start, .e4, .e5) == .noPiece(on: .e4))
        #expect(try reason(start, .e7, .e5) == .notYourPiece(.blackPawn, on: .e7, sideToMove: .white))
        #expect(try reason(start, .e2, .e5) == .cannotMoveThere(.whitePawn, from: .e2, to: .e5))
        #expect(try reason(start, .g1, .g3) == .cannotMoveThere(.whiteKnight, from: .g1, to: .g3))
        #expect(try reason(start, .c1, .e3) == .blocked(.whiteBishop, from: .c1, to: .e3, by: .d2))
        #expect(try reason(start, .a1, .a5) == .blocked(.whiteRook, from: .a1, to: .a5, by: .a2))
        #expect(try reason(start, .a1, .a2) == .ownPieceOnTarget(.whitePawn, on: .a2))
        #expect(try reason(start, .e2, .d3) == .pawnCapturesNothing(from: .e2, to: .d3))
        #expect(try reason("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", .e4, .e5)
            == .pawnCannotCaptureForward(from: .e4, to: .e5))
        #expect(try reason("rnbqkbnr/pppp1ppp/8/8/8/4p3/PPPPPPPP/RNBQKBNR w KQkq - 0 2", .e2, .e4)
            == .blocked(.whitePawn, from: .e2, to: .e4, by: .e3))
    }

    @Test func kingSafety() throws {
        let pinned = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
        let error = try reason(pinned, .e2, .c3)
        #expect(error == .leavesKingInCheck(king: .e1, attackers: [.e7]))
        #expect(error?.description == "leaves the king on e1 in check (from e7)")

        let check = "4k3/4r3/8/8/8/8/P7/4K3 w - - 0 1"
        let ignored = try reason(check, .a2, .a3)
        #expect(ignored == .doesNotAnswerCheck(king: .e1, checkers: [.e7]))
        #expect(ignored?.description == "the king on e1 is in check (from e7) and this does not answer it")

        #expect(try reason("4k3/8/8/8/8/8/5r2/4K3 w - - 0 1", .e1, .e2) == .kingMovesIntoCheck(to: .e2, attackers: [.f2]))
        // The king cannot step back along the checking line.
        #expect(try reason("4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", .e1, .e2) != nil)
    }

    @Test func enPassantPinIsExplained() throws {
        let rankPin = "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1"
        // The square is not kept (no legal capture), so the pawn has nothing to take there.
        #expect(try reason(rankPin, .e4, .d3) == .pawnCapturesNothing(from: .e4, to: .d3))
        let diagonal = "k7/8/8/8/3Pp3/8/8/K6B b - d3 0 1"
        #expect(try reason(diagonal, .e4, .d3) == .pawnCapturesNothing(from: .e4, to: .d3))
        // Two capturers, one pinned: the square stays, and the pinned one is told about its king.
        let twoCapturers = "k7/8/8/8/2pPp3/8/8/K6B b - d3 0 1"
        #expect(try reason(twoCapturers, .e4, .d3) == .leavesKingInCheck(king: .a8, attackers: [.h1]))
        #expect(try reason(twoCapturers, .c4, .d3) == nil)
    }

    @Test func castling() throws {
        #expect(try reason(start, .e1, .g1) == .castlingBlocked(kingside: true, by: .f1))
        #expect(try reason("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", .e1, .g1) == .noCastlingRight(.white, kingside: true))
        #expect(try reason("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1", .e1, .g1) == .castlingOutOfCheck(kingside: true))
        #expect(try reason("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", .e1, .g1) == .castlingThroughCheck(kingside: true, square: .f1))
        #expect(try reason("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", .e1, .g1) == .castlingIntoCheck(kingside: true, square: .g1))
        #expect(try reason("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", .e1, .c1) == .castlingThroughCheck(kingside: false, square: .d1))
        #expect(try reason("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", .e1, .c1) == .castlingBlocked(kingside: false, by: .b1))
        #expect(try reason("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", .e8, .c8) == nil)
    }

    @Test func promotion() throws {
        let fen = "8/P7/8/8/8/8/8/k6K w - - 0 1"
        #expect(try reason(fen, .a7, .a8) == .promotionRequired(from: .a7, to: .a8))
        #expect(try reason(fen, .a7, .a8, .queen) == nil)
        #expect(try reason(fen, .a7, .a8, .knight) == nil)
        #expect(try reason(fen, .a7, .a8, .king) == .invalidPromotionPiece(.king))
        #expect(try reason(fen, .a7, .a8, .pawn) == .invalidPromotionPiece(.pawn))
        #expect(try reason(fen, .h1, .h2, .queen) == .promotionNotAllowed(Move(from: .h1, to: .h2, promotion: .queen)))
        #expect(try reason(start, .e2, .e4, .queen) == .promotionNotAllowed(Move(from: .e2, to: .e4, promotion: .queen)))
    }

    @Test func playingChecksLegality() throws {
        #expect(throws: IllegalMoveError.cannotMoveThere(.whitePawn, from: .e2, to: .e5)) {
            try Position.start.playing(Move(from: .e2, to: .e5))
        }
        var position = Position.start
        try position.play(Move(from: .e2, to: .e4))
        #expect(position.sideToMove == .black)
        #expect(position.piece(at: .e4) == .whitePawn)
        #expect(position.isLegal(Move(from: .e7, to: .e5)))
        #expect(!position.isLegal(Move(from: .e4, to: .e5)))
    }
}
