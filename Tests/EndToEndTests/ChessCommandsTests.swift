import Foundation
import TestSupport
import Testing

@Suite("chess-motion perft, moves, play and fen")
struct ChessCommandsTests {
    private let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

    @Test func perftCounts() throws {
        let start = try ToolRunner.run(["perft", "startpos", "4"])
        #expect(start.status == 0, "\(start.stderr)")
        #expect(start.stdout == "197281\n")
        let kiwi = try ToolRunner.run(["perft", kiwipete, "3"])
        #expect(kiwi.stdout == "97862\n")
        // The six fields unquoted work as well.
        let unquoted = try ToolRunner.run(["perft"] + kiwipete.split(separator: " ").map(String.init) + ["2"])
        #expect(unquoted.stdout == "2039\n")
    }

    @Test func perftDivide() throws {
        let result = try ToolRunner.run(["perft", "startpos", "3", "--divide"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "a2a3: 380")
        #expect(lines.contains("e2e4: 600"))
        #expect(lines.contains("moves: 20"))
        #expect(lines.contains("nodes: 8902"))
    }

    @Test func movesInSANAndUCI() throws {
        let san = try ToolRunner.run(["moves", "startpos"])
        #expect(san.stdout == "Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4\n")
        let uci = try ToolRunner.run(["moves", "8/P7/8/8/8/8/8/k6K w - - 0 1", "--uci"])
        #expect(uci.stdout == "h1g1 h1g2 h1h2 a7a8q a7a8r a7a8b a7a8n\n")
        let promotions = try ToolRunner.run(["moves", "8/P7/8/8/8/8/8/k6K w - - 0 1"])
        #expect(promotions.stdout == "Kg1 Kg2 Kh2 a8=Q+ a8=R+ a8=B a8=N\n")
    }

    @Test func movesFromStandardInput() throws {
        let input = "startpos\n\nk7/8/1Q6/8/8/8/8/7K b - - 0 1\n4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1\n"
        let result = try ToolRunner.run(["moves", "-"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)  // three positions and the final newline
        #expect(lines[0].hasPrefix("Na3 Nc3"))
        #expect(lines[1] == "")  // stalemate: no moves
        #expect(lines[2] == "Kd1 Kf1 O-O# Kd2 Ke2 Kf2 Rf1# Rg1 Rh2 Rh3 Rh4 Rh5 Rh6 Rh7 Rh8")
    }

    @Test func movesReportABadLineAndGoOn() throws {
        let result = try ToolRunner.run(["moves", "-"], stdin: "startpos\n8/8/8/8/8/8/8/8 w - - 0 1\nstartpos\n")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)  // two positions, the bad line's empty line, the final newline
        #expect(lines[1] == "")
        #expect(lines[2] == lines[0])
        #expect(result.stderr.contains("line 2: invalid FEN"))
        #expect(result.stderr.contains("white has 0 kings"))
    }

    @Test func fourFieldFENsAndEPDLinesAreReadUnlessStrict() throws {
        let epd = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id \"open\";"
        let result = try ToolRunner.run(["fen", epd])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"))
        #expect(result.stdout.contains("bm: e5"))
        #expect(result.stdout.contains("id: open"))
        let strict = try ToolRunner.run(["fen", "--strict", "8/8/8/8/8/8/8/K6k w - -"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("invalid FEN"))
        let four = try ToolRunner.run(["moves", "8/8/8/8/8/8/8/K6k w - -"])
        #expect(four.status == 0, "\(four.stderr)")
        #expect(four.stdout == "Kb1 Ka2 Kb2\n")
    }

    @Test func chess960CastlingIsKingTakesRook() throws {
        // The first position of the Chess960 perft list ChessCoreTests' Chess960PerftTests cites.
        let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
        // Before 9. O-O of Examples/Games/chess960.pgn: the king on b1 castles with the rook on c1.
        let castling = "rkr5/pppbbqpp/3p1pnn/4p3/4P3/3P1PNN/PPPBBQPP/RKR5 w CAca - 2 9"
        let result = try ToolRunner.run(["moves", castling, "--uci"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: " ").contains("b1c1"), "\(result.stdout)")
        let san = try ToolRunner.run(["moves", castling])
        #expect(san.stdout.split(separator: " ").contains("O-O"), "\(san.stdout)")
        let perft = try ToolRunner.run(["perft", fen, "3"])
        #expect(perft.stdout == "12189\n", "\(perft.stderr)")
        let play = try ToolRunner.run(["play", "startpos", "--chess960", "1. e4 {open} e5 $1 2. Nf3 Nc6 3. Bc4 -- 4. O-O 1-0"])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("-- 0000"))
        #expect(play.stdout.contains("O-O e1h1"))
    }

    @Test func boardAndPlayReadTheSameMovetext() throws {
        let moves = "1. e4 {the king's pawn} e5?! 2. Nf3 $1 Nc6 *"
        let play = try ToolRunner.run(["play", "startpos", moves])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.split(separator: "\n").count == 5)
        let folder = try TemporaryFolder()
        let board = try ToolRunner.run(["board", "--moves", moves, "-o", folder.appendingPathComponent("b.png").path])
        #expect(board.status == 0, "\(board.stderr)")
        #expect(board.stderr.contains("4 moves"))
    }

    @Test func playPrintsEachPlyAndTheStatus() throws {
        let result = try ToolRunner.run(["play", "startpos", "f3", "e7e5", "g4", "Qh4#"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
        f3 f2f3 rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1
        e5 e7e5 rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2
        g4 g2g4 rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2
        Qh4# d8h4 rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
        status: checkmate, black wins

        """)
    }

    @Test func playAcceptsLenientSANUnlessStrict() throws {
        let fen = "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1"
        let lenient = try ToolRunner.run(["play", fen, "0-0"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.hasPrefix("O-O# e1g1 4rkr1/4p1p1/8/8/8/8/8/5RK1 b - - 1 1\n"))
        #expect(lenient.stdout.hasSuffix("status: checkmate, white wins\n"))
        let strict = try ToolRunner.run(["play", fen, "O-O", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("write \"O-O#\""))
        let repetition = try ToolRunner.run(["play", "startpos", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"])
        #expect(repetition.stdout.hasSuffix("status: draw by threefold repetition\n"))
    }

    @Test func playExplainsAnIllegalMove() throws {
        let result = try ToolRunner.run(["play", "startpos", "e4", "e5", "Ke3"])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("move 3 \"Ke3\": Ke3: no white king can move to e3"))
        let pinned = try ToolRunner.run(["play", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3"])
        #expect(pinned.status == 1)
        #expect(pinned.stderr.contains("leaves the king on e1 in check"))
    }

    @Test func fenNormalisesAndReportsStatus() throws {
        let result = try ToolRunner.run(["fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"])
        #expect(result.status == 0)
        #expect(result.stdout == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\nstatus: ongoing, black to move\n")
        let stalemate = try ToolRunner.run(["fen", "k7/8/1Q6/8/8/8/8/7K b - - 0 1"])
        #expect(stalemate.stdout.hasSuffix("status: stalemate\n"))
        let check = try ToolRunner.run(["fen", "4k3/4r3/8/8/8/8/8/4K3 w - - 0 1"])
        #expect(check.stdout.hasSuffix("status: ongoing, white to move, in check\n"))
    }

    @Test(arguments: [
        (["perft", "startpos"], "missing DEPTH", Int32(2)),
        (["perft"], "missing FEN|startpos", 2),
        (["perft", "startpos", "deep"], "DEPTH takes a number, not 'deep'", 2),
        (["perft", "startpos", "11"], "DEPTH 11 is out of range", 2),
        (["perft", "startpos", "3", "--fast"], "unknown option '--fast'", 2),
        (["perft", "8/8/8 w - - 0 1", "2"], "piece placement has 3 ranks", 1),
        (["moves"], "missing FEN|startpos or -", 2),
        (["moves", "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"], "unknown piece letter 'X' at character 24", 1),
        (["play"], "missing FEN|startpos", 2),
        (["play", "startpos", "e2e5"], "move 1 \"e2e5\": a pawn on e2 cannot move to e5", 1),
        (["play", "startpos", "Nf9"], "expected a rank 1-8 at character 3", 1),
        (["play", "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O"], "white has no right to castle kingside", 1),
        (["fen"], "missing FEN", 2),
        (["fen", "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"], "black is not to move but its king on e8 is in check from e2", 1),
        (["fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"], "put the FEN in quotes", 1),
        (["fen", "4k3/8/8/8/8/8/8/R3K3 w K - 0 1"], "castling right K needs a white rook on h1", 1),
        (["fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1"], "no pawn on e4 could have just made a double push", 1),
    ])
    func badInputIsAClearError(arguments: [String], message: String, status: Int32) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == status, "\(arguments)")
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func ambiguousSANNamesTheCandidates() throws {
        let result = try ToolRunner.run(["play", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Nd2 is ambiguous: Nbd2 or Nfd2"))
    }

    @Test func chessCommandsHaveHelp() throws {
        for name in ["perft", "moves", "play", "fen"] {
            let help = try ToolRunner.run([name, "--help"])
            #expect(help.status == 0 && help.stdout.contains("Usage: chess-motion \(name)"))
        }
        let overview = try ToolRunner.run(["--help"])
        for name in ["perft", "moves", "play", "fen"] { #expect(overview.stdout.contains(name)) }
    }

    /// `KQkq` with the kings on f1 and f8 is no standard position: refused, saying that
    /// --chess960 reads it, and read with it.
    @Test func standardCastlingLettersWithTheKingOffTheEFileNeedChess960() throws {
        let fen = "rbnqnkbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQNKBR w KQkq - 0 1"
        let refused = try ToolRunner.run(["fen", fen])
        #expect(refused.status == 1, "\(refused.stdout)")
        #expect(refused.stderr.contains("is Chess960 castling") && refused.stderr.contains("; --chess960 reads it as Chess960"),
                "\(refused.stderr)")
        let asked = try ToolRunner.run(["fen", fen, "--chess960"])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stdout.contains("castling: Chess960"), "\(asked.stdout)")
    }
}
