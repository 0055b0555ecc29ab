import ChessCore
import Testing

/// Chess960 perft figures from python-chess's test data, niklasf/python-chess
/// `examples/perft/chess960.perft` (which cites https://www.chessprogramming.org/Chess960_Perft_Results
/// and Ethereal's `src/perft/fischer.epd`), by the `id` each has there. Their FENs are
/// Shredder-FEN; they cover rights on one wing only, for one side only, kings on b-g files,
/// rooks beside or far from the king, and an en passant square.
let chess960Perft: [(id: Int, fen: String, nodes: [UInt64])] = [
    (0, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", [21, 528, 12_189, 326_672, 8_146_062]),
    (1, "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", [21, 807, 18_002, 667_366, 16_253_601]),
    (2, "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", [20, 479, 10_471, 273_318, 6_417_013]),
    (3, "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", [22, 593, 13_440, 382_958, 9_183_776]),
    (9, "qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 2 9", [28, 811, 23_175, 679_699, 19_836_606]),
    (10, "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9", [33, 823, 26_895, 713_420, 23_114_629]),
    (14, "qn1rkrbb/pp1p1ppp/2p1p3/3n4/4P2P/2NP4/PPP2PP1/Q1NRKRBB w FDfd - 1 9", [24, 585, 14_769, 356_950, 9_482_310]),
    (17, "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9", [31, 984, 28_677, 962_591, 29_032_175]),
    (26, "nqn2krb/p1prpppp/1pbp4/7P/5P2/8/PPPPPKP1/NQNRB1RB w g - 3 9", [21, 461, 10_608, 248_069, 6_194_124]),
    (33, "bnnqrbkr/pp1p2p1/2p1p2p/5p2/1P5P/1R6/P1PPPPP1/BNNQRBK1 w Ehe - 0 9", [33, 1_022, 32_724, 1_024_721, 32_898_113]),
    (58, "nnrqbkrb/pppp1pp1/7p/4p3/6P1/2N2B2/PPPPPP1P/NR1QBKR1 w Ggc - 2 9", [29, 658, 19_364, 476_620, 14_233_587]),
    (73, "nnrkbbqr/1p2pppp/p2p4/2p5/8/1N2P1P1/PPPP1P1P/1NKRBBQR w hc - 0 9", [26, 672, 18_136, 477_801, 13_342_771]),
    (74, "n1rkbqrb/pp1ppp2/2n3p1/2p4p/P5PP/1P6/2PPPP2/NNRKBQRB w GCgc - 0 9", [24, 804, 20_712, 684_001, 18_761_475]),
    (79, "bbnnrkrq/ppp1pp2/6p1/3p4/7p/7P/PPPPPPP1/BBNNRRKQ w ge - 0 9", [20, 559, 12_242, 355_326, 8_427_161]),
    (87, "nbnrbk2/p1pppp1p/1p3qr1/6p1/1B1P4/1N6/PPP1PPPP/1BNR1RKQ w d - 2 9", [30, 796, 22_780, 687_302, 20_120_565]),
    (93, "nnrkrbbq/pppp2pp/8/4pp2/4P3/P7/1PPPBPPP/NNKRR1BQ w c - 0 9", [25, 792, 19_883, 636_041, 16_473_376]),
]

@Suite struct Chess960PerftTests {
    @Test(arguments: chess960Perft.indices)
    func toDepthFour(_ index: Int) throws {
        let entry = chess960Perft[index]
        let position = try Position(fen: entry.fen, castlingMode: .chess960)
        for depth in 1...4 {
            #expect(position.perft(depth) == entry.nodes[depth - 1], "id \(entry.id) depth \(depth)")
        }
    }

    /// Depth 5 for the six smallest trees (about 48 million leaves), which a debug build can afford.
    @Test(.enabled(if: deepPerft), arguments: [0, 2, 3, 6, 8, 13])
    func toDepthFive(_ index: Int) throws {
        let entry = chess960Perft[index]
        let position = try Position(fen: entry.fen, castlingMode: .chess960)
        #expect(position.perft(5) == entry.nodes[4], "id \(entry.id)")
    }

    /// Listing and counting agree, every listed move plays, and castling is king-takes-rook.
    @Test(arguments: chess960Perft.indices)
    func listedMovesMatchCounts(_ index: Int) throws {
        let position = try Position(fen: chess960Perft[index].fen, castlingMode: .chess960)
        let moves = position.legalMoves
        #expect(UInt64(moves.count) == position.perft(1))
        var leaves: UInt64 = 0
        for move in moves { leaves += try position.playing(move).perft(1) }
        #expect(leaves == position.perft(2))
        for move in moves where position.piece(at: move.to)?.side == position.sideToMove {
            #expect(position.piece(at: move.from)?.kind == .king && position.piece(at: move.to)?.kind == .rook)
        }
    }
}
