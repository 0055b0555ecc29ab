import ChessCore
import Testing

@Suite struct BasicTypeTests {
    @Test func squares() {
        #expect(Square("e4") == .e4)
        #expect(Square.e4.name == "e4")
        #expect(Square.e4.file == 4 && Square.e4.rank == 3)
        #expect(Square(file: 0, rank: 0) == .a1)
        #expect(Square(file: 8, rank: 0) == nil && Square(file: 0, rank: -1) == nil)
        #expect(Square.h8.rawValue == 63)
        #expect(Square.all.count == 64 && Square.all.first == .a1 && Square.all.last == .h8)
        #expect(Square("e9") == nil && Square("i1") == nil && Square("e") == nil && Square("E4") == nil && Square("e44") == nil)
        #expect(Square(rawValue: 64) == nil)
        #expect(Square.a1.isLight == false && Square.h1.isLight == true)
        #expect(Square.e2.offset(files: 1, ranks: 2) == .f4 && Square.h1.offset(files: 1, ranks: 0) == nil)
    }

    @Test func pieces() {
        #expect(Piece.whiteKing.assetName == "wK")
        #expect(Piece.blackKnight.assetName == "bN")
        #expect(Piece.whitePawn.assetName == "wP")
        #expect(Piece.blackQueen.fenCharacter == "q")
        #expect(Piece(fenCharacter: "R") == .whiteRook)
        #expect(Piece(fenCharacter: "x") == nil)
        #expect(Side.white.opposite == .black && Side.black.opposite == .white)
        for side in Side.allCases {
            for kind in PieceKind.allCases {
                let piece = Piece(side: side, kind: kind)
                #expect(Piece(fenCharacter: piece.fenCharacter) == piece)
            }
        }
    }

    @Test func bitboards() {
        let board = Bitboard([.a1, .e4, .h8])
        #expect(board.count == 3 && board.contains(.e4) && !board.contains(.e5))
        #expect(Array(board) == [.a1, .e4, .h8])
        #expect(board.first == .a1 && Bitboard.empty.first == nil)
        #expect(Position.start.board.squares(of: .whitePawn).count == 8)
    }
}
