@testable import BoardKit
import ChessCore
import MotionKit
import Testing

/// Chess960 castling can land the king on its rook's square or the rook on the king's; both
/// pieces must still be drawn, each travelling from its own square. A pass moves nothing.
@Suite("playBoard Chess960 castling and null moves")
struct Chess960CastlingTrackTests {
    let motion = BoardMotion.standard

    func white(_ picture: BoardPicture, _ kind: PieceKind) -> [BoardPicture.PlacedPiece] {
        picture.pieces.filter { $0.piece == Piece(side: .white, kind: kind) }
    }

    func timeline(_ fen: String, _ san: String) throws -> BoardTimeline {
        let start = try Position(typed: fen)
        #expect(start.isChess960)
        return try BoardTimeline(start: start, moves: [TimedMove(san: san, at: 1)])
    }

    @Test(arguments: [
        // King and rook swap squares: the king lands on its rook's (f1 -> g1, rook g1 -> f1).
        ("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O", Square.f1, Square.g1, Square.g1, Square.f1),
        // Queenside: king b1 -> c1, rook a1 -> d1, crossing it.
        ("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "O-O-O", .b1, .c1, .a1, .d1),
        // The rook lands on the king's square (king f1 -> g1, rook h1 -> f1).
        ("4k3/8/8/8/8/8/8/5K1R w H - 0 1", "O-O", .f1, .g1, .h1, .f1),
        // The king is already on its castled square: only the rook moves.
        ("4k3/8/8/8/8/8/8/6KR w H - 0 1", "O-O", .g1, .g1, .h1, .f1),
    ])
    func castlingAnimatesKingAndRookFromTheirOwnSquares(
        fen: String, san: String, kingFrom: Square, kingTo: Square, rookFrom: Square, rookTo: Square
    ) throws {
        let timeline = try timeline(fen, san)
        let before = timeline.picture(at: 0.5, motion: motion)
        #expect(white(before, .king).map(\.file) == [Double(kingFrom.file)])
        #expect(white(before, .rook).map(\.file) == [Double(rookFrom.file)])

        // Mid-flight, each piece is between its own two squares.
        let flying = timeline.picture(at: 1 + 0.4 * motion.arrivalDuration, motion: motion)
        let king = try #require(white(flying, .king).first)
        let rook = try #require(white(flying, .rook).first)
        #expect(white(flying, .king).count == 1 && white(flying, .rook).count == 1)
        let kingRange = Double(min(kingFrom.file, kingTo.file)) - 0.3...Double(max(kingFrom.file, kingTo.file)) + 0.3
        let rookRange = Double(min(rookFrom.file, rookTo.file)) - 0.3...Double(max(rookFrom.file, rookTo.file)) + 0.3
        #expect(kingRange.contains(king.file), "king at \(king.file)")
        #expect(rookRange.contains(rook.file), "rook at \(rook.file)")
        #expect(rook.file != Double(rookFrom.file), "the rook has left \(rookFrom)")

        let settled = timeline.picture(at: timeline.restTime(motion: motion), motion: motion)
        #expect(white(settled, .king).map(\.file) == [Double(kingTo.file)])
        #expect(white(settled, .rook).map(\.file) == [Double(rookTo.file)])
        #expect(white(settled, .king).first?.opacity == 1 && white(settled, .rook).first?.opacity == 1)
    }

    @Test func aNullMoveIsAPassThatLightsNoSquares() throws {
        let timeline = try BoardTimeline(start: .start, moves: [
            TimedMove(san: "e4", at: 1), TimedMove(MoveNotation.null, at: 2), TimedMove(san: "d4", at: 3),
        ])
        #expect(timeline.steps[1].san == "--")
        let afterE4 = timeline.picture(at: 1.99, motion: motion)
        let passing = timeline.picture(at: 2.2, motion: motion)
        #expect(passing.lastMove == nil)
        #expect(passing.pieces.map(\.piece) == afterE4.pieces.map(\.piece))
        #expect(zip(passing.pieces, afterE4.pieces).allSatisfy { abs($0.file - $1.file) < 1e-9 && abs($0.rank - $1.rank) < 1e-9 })
        #expect(timeline.final.piece(at: .d4) == .whitePawn)
    }

    @Test func aNullMoveInCheckIsRefused() throws {
        let check = try Position(typed: "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1")
        #expect(throws: BoardTimelineError.self) { try BoardTimeline(start: check, moves: [TimedMove(MoveNotation.null, at: 1)]) }
    }
}
