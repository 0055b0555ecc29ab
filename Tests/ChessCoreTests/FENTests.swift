import ChessCore
import TestSupport
import Testing

private let startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
private let placement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

private func fenError(_ fen: String) -> FENError? {
    do {
        _ = try Position(fen: fen)
        return nil
    } catch {
        return error
    }
}

@Suite struct FENTests {
    @Test func startPosition() throws {
        #expect(Position.start.fen == startFEN)
        #expect(try Position(fen: startFEN) == .start)
        #expect(Position.start.piece(at: .e1) == .whiteKing)
        #expect(Position.start.piece(at: .d8) == .blackQueen)
        #expect(Position.start.piece(at: .e4) == nil)
        #expect(Position.start.kingSquare(of: .black) == .e8)
        #expect(Position.start.sideToMove == .white)
        #expect(Position.start.castlingRights == .all)
    }

    @Test(arguments: PerftCase.suite.map(\.fen) + [
        "8/8/8/8/8/8/8/K6k b - - 99 120",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 7 30",
    ])
    func roundTrip(_ fen: String) throws {
        let position = try Position(fen: fen)
        #expect(position.fen == fen)
        #expect(try Position(fen: position.fen) == position)
        #expect(try Setup(fen: fen).fen == fen)
    }

    @Test func roundTripAlongAGame() throws {
        var position = Position.start
        for san in ["e4", "c5", "e5", "d5", "exd6", "Qb6", "dxe7", "Nf6", "exf8=N", "Rxf8"] {
            position = try position.playing(san: san, mode: .lenient)
            #expect(try Position(fen: position.fen) == position, "\(san)")
        }
    }

    /// Both conventions for the en passant square are read; the square is written only when a
    /// capture is legal.
    @Test func enPassantConventions() throws {
        let afterPush = try Position(fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
        #expect(afterPush.enPassantSquare == nil)
        #expect(afterPush.fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        #expect(try afterPush == Position.start.playing(san: "e4"))
        #expect(try Setup(fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").enPassantSquare == .e3)

        let capturable = try Position(fen: "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")
        #expect(capturable.enPassantSquare == .e3)

        // Pinned along the rank: the capture would expose the king, so no square is kept.
        let pinned = try Position(fen: "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1")
        #expect(pinned.enPassantSquare == nil)
        #expect(pinned.fen == "8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1")
    }

    @Test func syntaxErrors() {
        #expect(fenError("") == .empty)
        #expect(fenError("   ") == .empty)
        #expect(fenError(placement) == .missingField(.sideToMove))
        #expect(fenError("\(placement) w") == .missingField(.castling))
        #expect(fenError("\(placement) w KQkq") == .missingField(.enPassant))
        #expect(fenError("\(placement) w KQkq -") == .missingField(.halfmoveClock))
        #expect(fenError("\(placement) w KQkq - 0") == .missingField(.fullmoveNumber))
        #expect(fenError("\(startFEN) extra") == .extraField("extra", index: 57))
        #expect(fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1") == .wrongRankCount(7))
        #expect(fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1") == .wrongRankCount(9))
        #expect(fenError("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == .rankTooLong(rank: 7, index: 17))
        #expect(fenError("rnbqkbnr/pppp5/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == .rankTooLong(rank: 7, index: 13))
        #expect(fenError("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == .rankTooShort(rank: 7, squares: 7, index: 16))
        #expect(fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1") == .rankTooShort(rank: 1, squares: 7, index: 42))
        #expect(fenError("rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == .unknownPieceLetter("X", index: 23))
        #expect(fenError("rnbqkbnr/pppppppp/8/8/4P0/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1") == .unknownPieceLetter("0", index: 24))
        #expect(fenError("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == .consecutiveDigits(index: 19))
        #expect(fenError("\(placement) x KQkq - 0 1") == .badSideToMove("x", index: 44))
        #expect(fenError("\(placement) white KQkq - 0 1") == .badSideToMove("white", index: 44))
        #expect(fenError("\(placement) w KQkx - 0 1") == .unknownCastlingLetter("x", index: 49))
        #expect(fenError("\(placement) w KKq - 0 1") == .repeatedCastlingLetter("K", index: 47))
        #expect(fenError("\(placement) w qK - 0 1") == .castlingOutOfOrder("qK", index: 46))
        #expect(fenError("\(placement) w KQkq e5 0 1") == .badEnPassantSquare("e5", index: 51))
        #expect(fenError("\(placement) w KQkq z6 0 1") == .badEnPassantSquare("z6", index: 51))
        #expect(fenError("\(placement) w KQkq - -1 1") == .badHalfmoveClock("-1", index: 53))
        #expect(fenError("\(placement) w KQkq - x 1") == .badHalfmoveClock("x", index: 53))
        #expect(fenError("\(placement) w KQkq - 0 0") == .badFullmoveNumber("0", index: 55))
        #expect(fenError("\(placement) w KQkq - 0 1.5") == .badFullmoveNumber("1.5", index: 55))
    }

    @Test func illegalPositions() {
        func reason(_ fen: String) -> PositionError? {
            if case let .illegalPosition(reason)? = fenError(fen) { return reason }
            return nil
        }
        #expect(reason("8/8/8/8/8/8/8/7k w - - 0 1") == .kingCount(.white, count: 0))
        #expect(reason("k6k/8/8/8/8/8/8/7K w - - 0 1") == .kingCount(.black, count: 2))
        #expect(reason("k7/8/8/8/8/8/8/K3P3 w - - 0 1") == .pawnOnBackRank(.e1, .white))
        #expect(reason("k2p4/8/8/8/8/8/8/K7 w - - 0 1") == .pawnOnBackRank(.d8, .black))
        #expect(reason("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1") == .sideNotToMoveInCheck(.black, king: .e8, attackers: [.e2]))
        #expect(reason("4k3/8/8/8/7b/3n4/8/r3K3 w - - 0 1") == .tooManyCheckers(.white, king: .e1, attackers: [.a1, .d3, .h4]))
        #expect(reason("4k3/8/8/8/8/8/8/R3K3 w K - 0 1")
            == .castlingRightWithoutPieces(.whiteKingside, missing: .h1, expected: .whiteRook))
        #expect(reason("4k3/8/8/8/8/8/8/R2K3R w Q - 0 1")
            == .castlingRightWithoutPieces(.whiteQueenside, missing: .e1, expected: .whiteKing))
        #expect(reason("r3k3/8/8/8/8/8/8/4K3 w q - 0 1") == nil)
        #expect(reason("r3k3/8/8/8/8/8/8/4K3 w k - 0 1")
            == .castlingRightWithoutPieces(.blackKingside, missing: .h8, expected: .blackRook))
        #expect(reason("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1")
            == .invalidEnPassant(.e6, .wrongRank(expected: 3)))
        #expect(reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1")
            == .invalidEnPassant(.e3, .noPushedPawn(expectedOn: .e4)))
        #expect(reason("rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/R1BQKBNR b KQkq e3 0 1")
            == .invalidEnPassant(.e3, .squareOccupied))
        #expect(reason("rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1")
            == .invalidEnPassant(.e3, .originOccupied(.e2)))
    }

    @Test func messagesNameTheProblem() {
        #expect(fenError("rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?.description
            == "unknown piece letter 'X' at character 24; expected one of PNBRQK pnbrqk or a digit 1-8")
        #expect(fenError("\(placement) w KQkq -")?.description == "FEN is missing field 5 (halfmove clock)")
        #expect(fenError("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1")?.description
            == "illegal position: black is not to move but its king on e8 is in check from e2")
    }

    @Test func setupKeepsWhatPositionChecks() throws {
        var setup = Setup()
        setup.board[.e1] = .whiteKing
        #expect(throws: PositionError.kingCount(.black, count: 0)) { try Position(setup: setup) }
        setup.board[.e8] = .blackKing
        let position = try Position(setup: setup)
        #expect(position.fen == "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
        #expect(position.setup == setup)
        #expect(position.status == .insufficientMaterial)
        setup.fullmoveNumber = 0
        #expect(throws: PositionError.invalidMoveCounters(halfmoveClock: 0, fullmoveNumber: 0)) { try Position(setup: setup) }
    }
}
