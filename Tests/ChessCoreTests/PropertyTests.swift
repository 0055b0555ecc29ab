import ChessCore
import TestSupport
import Testing

/// Positions from random games (seeded) out of standard, Chess960 and test-suite starts: early,
/// middle and end phases, castling rights in every state, en passant chances, promotions.
private let samplePositions: [Position] = {
    var generator = SeededGenerator(seed: 2024)
    var starts = [Position.start]
    starts += PerftCase.suite.compactMap { try? Position(fen: $0.fen) }
    starts += chess960Perft.compactMap { try? Position(fen: $0.fen, castlingMode: .chess960) }
    starts += [0, 1, 17, 518, 700, 959].compactMap { Position.chess960(number: $0) }
    var positions: [Position] = []
    for start in starts {
        for _ in 0..<2 {
            var position = start
            for _ in 0..<40 {
                positions.append(position)
                let moves = position.legalMoves
                guard let move = moves.randomElement(using: &generator) else { break }
                position = (try? position.playing(move)) ?? position
            }
        }
    }
    return positions
}()

@Suite struct PropertyTests {
    @Test func samplesAreVaried() {
        #expect(samplePositions.count > 2_000)
        #expect(samplePositions.contains { $0.enPassantSquare != nil })
        #expect(samplePositions.contains { $0.castlingMode == .chess960 && !$0.castlingRights.isEmpty })
    }

    /// FEN (X-FEN) and Shredder-FEN both read back to the same position, in its mode.
    @Test func fenRoundTrips() throws {
        for position in samplePositions {
            #expect(try Position(fen: position.fen, castlingMode: position.castlingMode) == position, "\(position.fen)")
            #expect(try Position(fen: position.shredderFEN, castlingMode: position.castlingMode) == position, "\(position.shredderFEN)")
            #expect(try Position(fen: position.epd, mode: .lenient, castlingMode: position.castlingMode).setup.board == position.board)
        }
    }

    /// Every legal move's UCI text reads back to that move, in both castling spellings' modes;
    /// UCI is the one test of move syntax the tool needs (`MoveNotation.looksLikeUCI`).
    @Test func everyLegalMoveReadsBackFromUCI() throws {
        for position in samplePositions {
            for move in position.legalMoves {
                #expect(MoveNotation.looksLikeUCI(move.uci))
                #expect(try position.move(uci: move.uci) == move, "\(move.uci) in \(position.fen)")
                #expect(MoveNotation(move.uci) == .squares(from: move.from, to: move.to, promotion: move.promotion))
            }
        }
    }

    /// Every legal move's SAN reads back to it strictly, and is never taken for UCI.
    @Test func everyLegalMoveReadsBackFromSAN() throws {
        for position in samplePositions.prefix(1_000) {
            for move in position.legalMoves {
                let san = position.san(move)
                #expect(!MoveNotation.looksLikeUCI(san))
                #expect(try position.move(san: san) == move, "\(san) in \(position.fen)")
            }
        }
    }

    /// Legality and listing agree: each listed move plays, and what `isLegal` accepts is listed.
    @Test func effectsExistForEveryLegalMove() throws {
        for position in samplePositions.prefix(500) {
            for move in position.legalMoves {
                let effects = try position.effects(of: move)
                let after = try position.playing(move)
                #expect(after.piece(at: effects.to) == (effects.promotion ?? effects.piece), "\(move.uci) in \(position.fen)")
                if let rook = effects.rookMove {
                    #expect(after.piece(at: rook.to)?.kind == .rook)
                }
            }
        }
    }

    @Test func gamesWriteMovetextThatReadsBack() throws {
        var generator = SeededGenerator(seed: 7)
        for start in [Position.start, Position.chess960(number: 42)].compactMap({ $0 }) {
            var game = Game(startPosition: start)
            for _ in 0..<80 {
                guard let move = game.position.legalMoves.randomElement(using: &generator) else { break }
                try game.play(move)
            }
            let read = try PGNReader().read(movetext: game.movetext, from: start)
            #expect(read.game.moves == game.moves)
            #expect(read.result == game.result)
        }
    }
}
