import ChessCore
import Testing

@Suite struct MoveEffectsTests {
    @Test func quietMove() throws {
        let effects = try Position.start.effects(of: Move(from: .g1, to: .f3))
        #expect(effects.piece == .whiteKnight && effects.from == .g1 && effects.to == .f3)
        #expect(effects.captured == nil && effects.rookMove == nil && effects.promotion == nil)
        #expect(!effects.givesCheck && !effects.isCheckmate && effects.san == "Nf3")
    }

    @Test func capture() throws {
        let position = try Position(fen: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
        let effects = try position.effects(of: Move(from: .e4, to: .d5))
        #expect(effects.captured == .init(piece: .blackPawn, square: .d5))
        #expect(!effects.isEnPassant)
    }

    @Test func enPassantTakesThePassedPawn() throws {
        let position = try Position(fen: "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
        let effects = try position.effects(of: Move(from: .e5, to: .f6))
        #expect(effects.captured?.square == .f5)
        #expect(effects.captured?.piece == .blackPawn)
        #expect(effects.isEnPassant)
    }

    @Test func castlingMovesTheRook() throws {
        let position = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")
        let short = try position.effects(of: Move(from: .e8, to: .g8))
        #expect(short.rookMove == .init(from: .h8, to: .f8))
        #expect(short.isCastling && short.san == "O-O")
        let long = try position.effects(of: Move(from: .e8, to: .c8))
        #expect(long.rookMove == .init(from: .a8, to: .d8))
    }

    @Test func promotionWithMate() throws {
        let position = try Position(fen: "k7/2P5/1K6/8/8/8/8/8 w - - 0 1")
        let effects = try position.effects(of: Move(from: .c7, to: .c8, promotion: .queen))
        #expect(effects.piece == .whitePawn)
        #expect(effects.promotion == .whiteQueen)
        #expect(effects.givesCheck && effects.isCheckmate)
        #expect(effects.san == "c8=Q#")
    }

    @Test func illegalMoveHasNoEffects() {
        #expect(throws: IllegalMoveError.noPiece(on: .e4)) { try Position.start.effects(of: Move(from: .e4, to: .e5)) }
    }
}
