@testable import BoardKit
import ChessCore
import MotionKit
import Testing

/// What each kind of move looks like while it happens, read from the frame's facts (where
/// each piece is drawn, how opaque, in what order) rather than from pixels.
@Suite("playBoard special moves")
struct PlayBoardMoveTests {
    let motion = BoardMotion.standard
    var arrival: Double { motion.arrivalDuration }

    func pieces(_ picture: BoardPicture, _ piece: Piece) -> [BoardPicture.PlacedPiece] {
        picture.pieces.filter { $0.piece == piece }
    }

    func placed(_ picture: BoardPicture, _ piece: Piece, near square: Square) -> BoardPicture.PlacedPiece? {
        picture.pieces.first { $0.piece == piece && abs($0.file - Double(square.file)) < 1 && abs($0.rank - Double(square.rank)) < 1 }
    }

    @Test func aMoveIsASpringFromItsSquareToItsDestinationAndTheMoverIsOnTop() throws {
        let timeline = try BoardTimeline(squares: [("g1", "f3", 2.75)])
        let knight = Piece.whiteKnight
        #expect(placed(timeline.picture(at: 2.75, motion: motion), knight, near: .g1)?.file == 6)
        for dt in [0.05, 0.1, 0.2] {
            let picture = timeline.picture(at: 2.75 + dt, motion: motion)
            let last = try #require(picture.pieces.last)
            #expect(last.piece == knight, "the moving piece is drawn above the others")
            let expected = motion.progress(since: 2.75, at: 2.75 + dt)
            #expect(abs(last.file - (6 - expected)) < 1e-12 && abs(last.rank - 2 * expected) < 1e-12)
        }
        // It overshoots its square a little before settling, as a spring does.
        let peak = Motion.springPeak(w: motion.frequency, damping: motion.damping)
        let atPeak = try #require(timeline.picture(at: 2.75 + peak.time, motion: motion).pieces.last)
        #expect(atPeak.rank > 2)
        let settled = timeline.picture(at: timeline.restTime(motion: motion), motion: motion)
        #expect(settled.pieces.contains { $0.piece == knight && $0.file == 5 && $0.rank == 2 })
    }

    @Test func theLastMoveThatHasStartedIsLitOnBothSquares() throws {
        let timeline = try BoardTimeline(san: [("e4", 1), ("e5", 1.3)])
        #expect(timeline.picture(at: 0.99, motion: motion).lastMove == nil)
        #expect(timeline.picture(at: 1, motion: motion).lastMove.map { [$0.from, $0.to] } == [.e2, .e4])
        // e5 starts before e4 has settled: the light moves on at once.
        #expect(timeline.picture(at: 1.3, motion: motion).lastMove.map { [$0.from, $0.to] } == [.e7, .e5])
    }

    @Test func aCapturedPieceFadesOutAsTheMoverArrives() throws {
        let timeline = try SpecialMove.capture.timeline()
        let t0 = SpecialMove.capture.lastInstant
        #expect(placed(timeline.picture(at: t0 + 0.2 * arrival, motion: motion), .blackPawn, near: .d5)?.opacity == 1)
        let fading = try #require(placed(timeline.picture(at: t0 + 0.7 * arrival, motion: motion), .blackPawn, near: .d5))
        #expect(fading.opacity > 0 && fading.opacity < 1)
        let later = try #require(placed(timeline.picture(at: t0 + 0.9 * arrival, motion: motion), .blackPawn, near: .d5))
        #expect(later.opacity < fading.opacity)
        #expect(placed(timeline.picture(at: t0 + arrival, motion: motion), .blackPawn, near: .d5) == nil)
        #expect(pieces(timeline.picture(at: t0 + 0.7 * arrival, motion: motion), .blackPawn).count == 8)
    }

    @Test(arguments: [(SpecialMove.kingsideCastling, Side.white, Square.e1, Square.g1, Square.h1, Square.f1),
                      (SpecialMove.queensideCastling, .black, .e8, .c8, .a8, .d8)])
    func castlingMovesKingAndRookTogether(special: SpecialMove, side: Side, kingFrom: Square, kingTo: Square,
                                          rookFrom: Square, rookTo: Square) throws {
        let timeline = try special.timeline()
        let t0 = special.lastInstant
        let king = Piece(side: side, kind: .king), rook = Piece(side: side, kind: .rook)
        let mid = timeline.picture(at: t0 + 0.1, motion: motion)
        let k = motion.progress(since: t0, at: t0 + 0.1)
        let movingKing = try #require(pieces(mid, king).first)
        let movingRook = try #require(pieces(mid, rook).first { abs($0.file - Double(rookFrom.file)) < 3.5 && $0.rank == Double(rookFrom.rank) && $0.file != Double(rookFrom.file) })
        #expect(abs(movingKing.file - (Double(kingFrom.file) + Double(kingTo.file - kingFrom.file) * k)) < 1e-12)
        #expect(abs(movingRook.file - (Double(rookFrom.file) + Double(rookTo.file - rookFrom.file) * k)) < 1e-12)
        #expect(Array(mid.pieces.suffix(2).map(\.piece)) == [rook, king], "both on top, the king over its rook")
        let settled = timeline.picture(at: timeline.restTime(motion: motion), motion: motion)
        #expect(placed(settled, king, near: kingTo)?.file == Double(kingTo.file))
        #expect(settled.pieces.contains { $0.piece == rook && $0.file == Double(rookTo.file) && $0.rank == Double(rookTo.rank) })
    }

    @Test func enPassantRemovesThePassedPawn() throws {
        let timeline = try SpecialMove.enPassant.timeline()
        let t0 = SpecialMove.enPassant.lastInstant
        let fading = try #require(placed(timeline.picture(at: t0 + 0.7 * arrival, motion: motion), .blackPawn, near: .d5))
        #expect(fading.file == 3 && fading.rank == 4 && fading.opacity < 1)
        let after = timeline.picture(at: t0 + arrival, motion: motion)
        #expect(!after.pieces.contains { $0.piece == .blackPawn && $0.file == 3 })
        #expect(pieces(after, .blackPawn).count == 7)
        let settled = timeline.picture(at: timeline.restTime(motion: motion), motion: motion)
        #expect(settled.pieces.contains { $0.piece == .whitePawn && $0.file == 3 && $0.rank == 5 })
    }

    @Test(arguments: [PieceKind.queen, .rook, .bishop, .knight])
    func aPromotingPawnBecomesTheNewPieceAsItLands(kind: PieceKind) throws {
        let special = SpecialMove.promotion(String(kind.sanLetter))
        let timeline = try special.timeline()
        let t0 = special.lastInstant
        let promoted = Piece(side: .white, kind: kind)
        let early = timeline.picture(at: t0 + 0.3 * arrival, motion: motion)
        #expect(pieces(early, .whitePawn).count == 1 && pieces(early, promoted).isEmpty)
        let landing = timeline.picture(at: t0 + 0.8 * arrival, motion: motion)
        let pawn = try #require(pieces(landing, .whitePawn).first), piece = try #require(pieces(landing, promoted).first)
        #expect(abs(pawn.opacity + piece.opacity - 1) < 1e-12 && pawn.file == piece.file && pawn.rank == piece.rank)
        let landed = timeline.picture(at: t0 + arrival, motion: motion)
        #expect(pieces(landed, .whitePawn).isEmpty && pieces(landed, promoted).count == 1)
        #expect(timeline.final.piece(at: .a8) == promoted)
    }

    @Test func aCapturingPromotionDoesBoth() throws {
        let timeline = try SpecialMove.capturingPromotion.timeline()
        let landed = timeline.picture(at: 1 + arrival, motion: motion)
        #expect(pieces(landed, .blackRook).isEmpty && pieces(landed, .whiteQueen).count == 1)
    }

    @Test func aKingInCheckIsMarkedOnceTheCheckingMoveLands() throws {
        let timeline = try SpecialMove.check.timeline()
        let t0 = SpecialMove.check.lastInstant
        #expect(timeline.picture(at: t0 + 0.5 * arrival, motion: motion).check == nil)
        #expect(timeline.picture(at: t0 + arrival, motion: motion).check == nil || timeline.picture(at: t0 + arrival, motion: motion).check?.strength == 0)
        let fadingIn = try #require(timeline.picture(at: t0 + arrival + 0.5 * motion.checkFadeDuration, motion: motion).check)
        #expect(fadingIn.square == .e8 && fadingIn.strength > 0 && fadingIn.strength < 1)
        #expect(timeline.picture(at: timeline.restTime(motion: motion), motion: motion).check?.strength == 1)
    }

    @Test func theCheckMarkGoesWhenTheAnswerStarts() throws {
        let timeline = try BoardTimeline(san: [("e4", 1), ("f6", 2), ("Qh5+", 3), ("g6", 4)])
        #expect(timeline.picture(at: 3.99, motion: motion).check?.square == .e8)
        #expect(timeline.picture(at: 4, motion: motion).check == nil)
    }

    @Test func aStartPositionInCheckIsMarkedFromTheStart() throws {
        let timeline = try BoardTimeline(fen: "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", moves: [TimedMove(san: "Kxe2", at: 1)])
        #expect(timeline.picture(at: 0, motion: motion).check?.square == .e1)
        #expect(timeline.picture(at: timeline.restTime(motion: motion), motion: motion).check == nil)
    }
}
