@testable import ChessCore
import Testing

/// A reader not told the variant reads Chess960 only from a notation only Chess960 has (rook
/// files in the castling field); `KQkq` with the king off the e-file is refused, saying how to
/// ask for Chess960, rather than guessed.
@Suite("Chess960 only when asked or unambiguous")
struct TypedChess960Tests {
    /// A Chess960 array with the kings on f1 and f8 and the rooks in the corners.
    static let placement = "rbnqnkbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQNKBR"

    @Test func standardLettersWithTheKingOffTheEFileAreRefusedUnlessAskedFor() throws {
        #expect {
            try Position(typed: "\(Self.placement) w KQkq - 0 1")
        } throws: { error in
            (error as? FENError)?.needsChess960 == true
                && "\(error)".contains("is Chess960 castling; standard chess castles with the king on e1 or e8")
        }
        #expect(try Position(typed: "\(Self.placement) w KQkq - 0 1", chess960: true).isChess960)
        #expect(try Position(typed: "\(Self.placement) w HAha - 0 1").isChess960)
        #expect(try !Position(typed: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").isChess960)
    }

    @Test func aPGNFENTagNeedsAVariantTagForStandardLettersWithTheKingOffTheEFile() throws {
        let game = "[FEN \"\(Self.placement) w KQkq - 0 1\"]\n[SetUp \"1\"]\n\n1. e4 *\n"
        #expect {
            try PGN.read(game)
        } throws: { error in
            "\(error)".contains("[Variant \"Chess960\"] tag reads it as Chess960")
        }
        let asked = try #require(try PGN.read("[Variant \"Chess960\"]\n" + game).first)
        #expect(asked.castlingMode == .chess960)
        let shredder = "[FEN \"\(Self.placement) w HAha - 0 1\"]\n[SetUp \"1\"]\n\n1. e4 *\n"
        #expect(try #require(try PGN.read(shredder).first).castlingMode == .chess960)
    }
}
