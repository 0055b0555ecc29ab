import ChessCore
import Testing

private func position960(_ fen: String) throws -> Position {
    try Position(fen: fen, castlingMode: .chess960)
}

@Suite struct Chess960Tests {
    @Test func scharnaglNumbers() throws {
        let standard = try #require(Position.chess960(number: 518))
        #expect(standard.board == Position.start.board)
        #expect(standard.castlingMode == .chess960)
        #expect(try #require(Position.chess960(number: 0)).fen == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1")
        #expect(try #require(Position.chess960(number: 959)).fen == "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1")
        #expect(Position.chess960(number: 960) == nil && Position.chess960(number: -1) == nil)
    }

    /// Every start: a legal position, bishops on both colours, the king between its rooks, four
    /// rights, sixteen pawn moves, knight moves, and castling only where king and rook stand side
    /// by side on c/d or f/g (they swap, which Chess960 allows from the first move), and all 960
    /// different.
    @Test func allStartsAreLegalAndDistinct() throws {
        var placements = Set<Board>()
        for number in 0..<960 {
            let position = try #require(Position.chess960(number: number))
            #expect(try Position(setup: position.setup) == position, "\(number)")
            let rank = (0..<8).compactMap { position.piece(at: Square(file: $0, rank: 0)!)?.kind }
            let rooks = rank.indices.filter { rank[$0] == .rook }
            let king = try #require(rank.firstIndex(of: .king))
            #expect(rooks.count == 2 && rooks[0] < king && king < rooks[1], "\(number)")
            let bishops = rank.indices.filter { rank[$0] == .bishop }
            #expect(bishops.count == 2 && bishops[0] % 2 != bishops[1] % 2, "\(number)")
            #expect(position.castlingRights.rookSquares.count == 4)
            let movers = Set(position.legalMoves.compactMap { position.piece(at: $0.from)?.kind })
            #expect(movers.isSubset(of: [.pawn, .knight, .king]))
            let castlings = position.legalMoves.filter { position.piece(at: $0.from)?.kind == .king }
            let swaps = [(3, 2), (5, 6)].filter { rank[$0.0] == .king && rank[$0.1] == .rook }
            #expect(castlings.map(\.to.file).sorted() == swaps.map(\.1).sorted(), "\(number)")
            #expect(position.legalMoves.filter { position.piece(at: $0.from)?.kind == .pawn }.count == 16)
            placements.insert(position.board)
        }
        #expect(placements.count == 960)
    }

    /// The standard array played as Chess960 is standard chess: same tree, same SAN, castling
    /// spelled king-takes-rook in UCI.
    @Test func standardStartAsChess960IsStandardChess() throws {
        let chess960 = try #require(Position.start.with(castlingMode: .chess960))
        for depth in 1...4 { #expect(chess960.perft(depth) == Position.start.perft(depth)) }
        let castling = try #require(try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").with(castlingMode: .chess960))
        let standard = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        for depth in 1...3 { #expect(castling.perft(depth) == standard.perft(depth)) }
        #expect(Set(castling.legalMoves.map { castling.san($0) }) == Set(standard.legalMoves.map { standard.san($0) }))
        #expect(try castling.move(san: "O-O").uci == "e1h1")
        #expect(try standard.move(san: "O-O").uci == "e1g1")
        #expect(try castling.playing(san: "O-O").board == standard.playing(san: "O-O").board)
    }

    @Test func castlingAsUCIEitherWay() throws {
        let position = try position960("1r1k3r/3p4/8/8/8/8/3P4/1R1K3R w HBhb - 0 1")
        let long = Move(from: .d1, to: .b1)
        #expect(try position.move(uci: "d1b1") == long)
        // The king's landing square reads too, when it is not an ordinary king move.
        #expect(try position.move(uci: "d1g1") == Move(from: .d1, to: .h1))
        #expect(try position.legalMove(from: .d1, to: .h1) == Move(from: .d1, to: .h1))
        // d1c1 is both a king step and where O-O-O lands: the step wins.
        #expect(try position.move(uci: "d1c1") == Move(from: .d1, to: .c1))
        #expect(try position.playing(long).fen == "1r1k3r/3p4/8/8/8/8/3P4/2KR3R b kq - 1 1")
    }

    @Test func castlingWhereKingOrRookStaysPut() throws {
        // King on g1 with the rook on h1: O-O moves only the rook, h1 to f1.
        let kingStays = try position960("6k1/8/8/8/8/8/8/6KR w H - 0 1")
        let castle = try kingStays.move(san: "O-O")
        #expect(castle == Move(from: .g1, to: .h1))
        let effects = try kingStays.effects(of: castle)
        #expect(effects.from == .g1 && effects.to == .g1 && effects.rookMove == .init(from: .h1, to: .f1))
        #expect(try kingStays.playing(castle).fen == "6k1/8/8/8/8/8/8/5RK1 b - - 1 1")
        // Rook on d1, king on e1: O-O-O moves the king to c1 and leaves the rook where it is.
        let rookStays = try position960("4k3/8/8/8/8/8/8/3RK3 w D - 0 1")
        let queenside = try rookStays.move(san: "O-O-O")
        #expect(try rookStays.effects(of: queenside).rookMove == .init(from: .d1, to: .d1))
        #expect(try rookStays.playing(queenside).fen == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1")
        // King on f1 and rook on g1: O-O puts the king where the rook was.
        let swap = try position960("4k3/8/8/8/8/8/8/5KR1 w G - 0 1")
        let swapped = try swap.playing(san: "O-O")
        #expect(swapped.piece(at: .g1) == .whiteKing && swapped.piece(at: .f1) == .whiteRook)
    }

    @Test func castlingRules() throws {
        func reason(_ fen: String, _ from: Square, _ to: Square) throws -> IllegalMoveError? {
            let position = try position960(fen)
            do { _ = try position.legalMove(from: from, to: to); return nil } catch { return error }
        }
        // The rook's way must be clear too: f1 blocks the h1 rook even though the king stays on g1.
        #expect(try reason("6k1/8/8/8/8/8/8/5BKR w H - 0 1", .g1, .h1) == .castlingBlocked(kingside: true, by: .f1))
        // The b1 rook hides a1's attack on c1, where the king stays: once it leaves, c1 is attacked.
        #expect(try reason("6k1/8/8/8/8/8/8/rRK5 w B - 0 1", .c1, .b1) == .castlingIntoCheck(kingside: false, square: .c1))
        #expect(try reason("5rk1/8/8/8/8/8/8/1R2K2R w HB - 0 1", .e1, .h1) == .castlingThroughCheck(kingside: true, square: .f1))
        #expect(try reason("6k1/8/8/8/8/8/4r3/1R2K2R w HB - 0 1", .e1, .b1) == .castlingOutOfCheck(kingside: false))
        #expect(try reason("6k1/8/8/8/8/8/8/1R2K2R w H - 0 1", .e1, .b1) == .noCastlingRight(.white, kingside: false))
        #expect(try reason("6k1/8/8/8/8/8/8/1R2K2R w HB - 0 1", .e1, .b1) == nil)
    }

    @Test func fenCastlingLetters() throws {
        let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
        let position = try position960(fen)
        #expect(position.castlingRights == CastlingRights(rooksOn: [.h1, .f1, .h8, .f8]))
        // X-FEN: outermost rooks are K and Q; Shredder-FEN: files.
        #expect(position.fen == "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9")
        #expect(position.shredderFEN == fen)
        #expect(try position960(position.fen) == position)
        // A rook that is not the outermost on its wing needs its file letter in X-FEN.
        let inner = try position960("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1")
        #expect(inner.castlingRights == CastlingRights(rookOn: .c1))
        #expect(inner.fen == "4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1")
        #expect(try position960("4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1").castlingRights == CastlingRights(rookOn: .a1))
        // Standard mode reads Shredder letters of standard castling.
        #expect(try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").castlingRights == .all)
    }

    @Test func castlingRightsThatCannotBe() {
        func reason(_ fen: String, _ mode: CastlingMode) -> PositionError? {
            do { _ = try Position(fen: fen, castlingMode: mode); return nil } catch {
                if case let .illegalPosition(reason) = error { return reason }
                return nil
            }
        }
        #expect(reason("4k3/8/8/8/8/8/8/1R2K2R w B - 0 1", .standard) == .castlingNeedsChess960(rook: .b1))
        #expect(reason("4k3/8/8/8/8/8/4K3/1R5R w HB - 0 1", .chess960) == .castlingWithoutKing(.white, rights: CastlingRights(rooksOn: [.b1, .h1])))
        #expect(reason("4k3/8/8/8/8/8/8/1R2KR1R w HF - 0 1", .chess960) == .tooManyCastlingRights(.white, kingside: true, rooks: [.f1, .h1]))
        #expect(reason("4k3/8/8/8/8/8/8/1R2K3 w C - 0 1", .chess960)
            == .castlingRightWithoutPieces(CastlingRights(rookOn: .c1), missing: .c1, expected: .whiteRook))
        // K with no rook right of the king names the corner, which has no rook.
        #expect(reason("4k3/8/8/8/8/8/8/1R2K3 w K - 0 1", .chess960)
            == .castlingRightWithoutPieces(.whiteKingside, missing: .h1, expected: .whiteRook))
    }
}
