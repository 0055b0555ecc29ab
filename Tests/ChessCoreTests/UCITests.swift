import ChessCore
import Testing

@Suite struct UCITests {
    @Test func writing() {
        #expect(Move(from: .e2, to: .e4).uci == "e2e4")
        #expect(Move(from: .e7, to: .e8, promotion: .queen).uci == "e7e8q")
        #expect(Move(from: .a2, to: .a1, promotion: .knight).uci == "a2a1n")
    }

    @Test func reading() throws {
        #expect(try Move(uci: "e2e4") == Move(from: .e2, to: .e4))
        #expect(try Move(uci: "e7e8q") == Move(from: .e7, to: .e8, promotion: .queen))
        #expect(try Move(uci: "b2b1r") == Move(from: .b2, to: .b1, promotion: .rook))
        // Every legal move reading back from its UCI: PropertyTests.everyLegalMoveReadsBackFromUCI.
    }

    @Test func syntaxErrors() {
        #expect(throws: UCIError.empty) { try Move(uci: "") }
        #expect(throws: UCIError.malformed("e2e9", index: 3, expected: "a rank 1-8")) { try Move(uci: "e2e9") }
        #expect(throws: UCIError.malformed("e2", index: 2, expected: "a file a-h")) { try Move(uci: "e2") }
        #expect(throws: UCIError.malformed("e2e", index: 3, expected: "a rank 1-8")) { try Move(uci: "e2e") }
        #expect(throws: UCIError.malformed("e7e8k", index: 4, expected: "a promotion piece q, r, b or n")) { try Move(uci: "e7e8k") }
        #expect(throws: UCIError.malformed("e7e8Q", index: 4, expected: "a promotion piece q, r, b or n")) { try Move(uci: "e7e8Q") }
        #expect(throws: UCIError.malformed("e2e4 ", index: 4, expected: "a promotion piece q, r, b or n")) { try Move(uci: "e2e4 ") }
        #expect(throws: UCIError.malformed("e7e8qq", index: 5, expected: "the end of the move")) { try Move(uci: "e7e8qq") }
        #expect(throws: UCIError.malformed("E2e4", index: 0, expected: "a file a-h")) { try Move(uci: "E2e4") }
        #expect(throws: UCIError.sameSquare("e2e2")) { try Move(uci: "e2e2") }
    }

    @Test func legalityInAPosition() throws {
        #expect(try Position.start.move(uci: "g1f3") == Move(from: .g1, to: .f3))
        #expect(throws: UCIError.illegal("e2e5", .cannotMoveThere(.whitePawn, from: .e2, to: .e5))) {
            try Position.start.move(uci: "e2e5")
        }
        let castle = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        #expect(try castle.move(uci: "e1g1") == Move(from: .e1, to: .g1))
        #expect(try castle.move(uci: "e1h1") == Move(from: .e1, to: .g1))
        #expect(try castle.move(uci: "e1a1") == Move(from: .e1, to: .c1))
        #expect(throws: UCIError.illegal("a7a8", .promotionRequired(from: .a7, to: .a8))) {
            try Position(fen: "8/P7/8/8/8/8/8/k6K w - - 0 1").move(uci: "a7a8")
        }
        #expect(try Position.start.playing(uci: "e2e4") == Position.start.playing(san: "e4"))
    }
}
