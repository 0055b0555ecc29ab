import BoardKit
import ChessCore
import Testing

@Suite("Board timeline")
struct BoardTimelineTests {
    @Test func squaresSANAndUCIBuildTheSameTimeline() throws {
        let squares = try BoardTimeline(squares: [("e2", "e4", 2.75), ("e7", "e5", 3.65), ("g1", "f3", 4.5)])
        let san = try BoardTimeline(san: [("e4", 2.75), ("e5", 3.65), ("Nf3", 4.5)])
        let uci = try BoardTimeline(moves: [TimedMove(uci: "e2e4", at: 2.75), TimedMove(uci: "e7e5", at: 3.65), TimedMove(uci: "g1f3", at: 4.5)])
        for timeline in [san, uci] {
            #expect(timeline.steps.map(\.move) == squares.steps.map(\.move))
            #expect(timeline.final == squares.final)
        }
        #expect(squares.steps.map(\.san) == ["e4", "e5", "Nf3"])
        #expect(squares.steps.map(\.instant) == [2.75, 3.65, 4.5])
        #expect(squares.positions.count == 4)
        #expect(squares.steps[1].before == squares.steps[0].after)
        #expect(squares.final.fen == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
    }

    @Test func thePositionAtAnInstantCountsTheMovesThatHaveStarted() throws {
        let timeline = try BoardTimeline(san: [("e4", 1), ("e5", 2)])
        #expect(timeline.startedCount(at: 0.99) == 0)
        #expect(timeline.startedCount(at: 1) == 1)
        #expect(timeline.startedCount(at: 5) == 2)
        #expect(timeline.position(at: 1.5) == timeline.steps[0].after)
        #expect(timeline.position(at: -3) == .start)
    }

    @Test func settleAndArrivalTimesFollowTheSpring() throws {
        let timeline = try BoardTimeline(san: [("d4", 1)])
        for motion in [BoardMotion.standard, BoardMotion(frequency: 9), BoardMotion(frequency: 30, damping: 0.6)] {
            let arrival = timeline.arrivalTime(ofMove: 0, motion: motion)
            #expect(abs(motion.progress(since: 1, at: arrival) - 1) < 1e-9, "the piece reaches its square at arrival")
            #expect(motion.progress(since: 1, at: 1 + (arrival - 1) * 0.9) < 1)
            let settle = timeline.settleTime(ofMove: 0, motion: motion)
            #expect(settle > arrival)
            #expect(motion.progress(since: 1, at: settle) == 1)
            #expect(motion.checkStrength(since: 1, at: settle) == 1)
            #expect(motion.checkStrength(since: 1, at: arrival) == 0)
            #expect(timeline.restTime(motion: motion) == settle)
        }
        #expect(try BoardTimeline(moves: []).restTime() == -.infinity)
    }

    @Test func moveReferencesUseScoreSheetNumbers() throws {
        let timeline = try BoardTimeline(fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                                         moves: [TimedMove(san: "c5", at: 1), TimedMove(san: "Nf3", at: 2)])
        #expect(timeline.steps.map(\.reference.label) == ["1... c5", "2. Nf3"])
    }

    // MARK: - Rejections: which move, and why

    @Test func anIllegalMoveNamesTheMoveAndChessCoresReason() throws {
        let error = try #require(throws: BoardTimelineError.self) {
            try BoardTimeline(squares: [("e2", "e4", 1), ("e7", "e5", 2), ("f1", "a6", 3), ("d8", "d6", 4)])
        }
        guard case let .illegalMove(move, reason) = error else { Issue.record("got \(error)"); return }
        #expect(move.index == 3 && move.text == "d8-d6" && move.label == "2... d8-d6" && move.instant == 4)
        #expect(reason == .blocked(.blackQueen, from: .d8, to: .d6, by: .d7))
        #expect(error.description == "move 4 (2... d8-d6 at 4 s) is illegal: the queen on d8 cannot reach d6: d7 is in the way")
    }

    @Test func anIllegalSANMoveNamesTheMoveAndTheReason() throws {
        let error = try #require(throws: BoardTimelineError.self) {
            try BoardTimeline(san: [("e4", 1), ("e5", 2), ("Ke3", 2.4)])
        }
        guard case let .illegalSAN(move, reason) = error else { Issue.record("got \(error)"); return }
        #expect(move.index == 2 && move.text == "Ke3")
        #expect(reason == .noCandidate("Ke3", piece: .whiteKing, to: .e3))
        #expect(error.description.hasPrefix("move 3 (2. Ke3 at 2.4 s) is illegal: "))
    }

    /// 3.Bb5+ Nc6 pins the knight to the king, so 4...Nd4 would expose it.
    @Test func aPinnedPieceMoveIsExplained() throws {
        let error = try #require(throws: BoardTimelineError.self) {
            try BoardTimeline(san: [("e4", 1), ("e5", 2), ("Nf3", 3), ("d6", 4), ("Bb5+", 5), ("Nc6", 6), ("Nc3", 7), ("Nd4", 8)])
        }
        guard case let .illegalSAN(move, reason) = error else { Issue.record("got \(error)"); return }
        #expect(move.index == 7 && move.label == "4... Nd4")
        guard case .leavesKingInCheck = reason else { Issue.record("got \(reason)"); return }
        #expect(error.description.contains("e8") && error.description.contains("b5"), "\(error)")
    }

    @Test(arguments: [(1.0, 1.0), (2.0, 1.5)])
    func instantsMustStrictlyIncrease(first: Double, second: Double) throws {
        let error = try #require(throws: BoardTimelineError.self) {
            try BoardTimeline(san: [("e4", first), ("e5", second), ("Nf3", 9)])
        }
        guard case let .outOfOrder(move, previous) = error else { Issue.record("got \(error)"); return }
        #expect(move.index == 1 && move.text == "e5" && previous.index == 0 && previous.text == "e4")
        #expect(error.description.contains("move 2 (1... e5 at") && error.description.contains("must start after move 1 (1. e4 at"))
    }

    @Test func timeOrderIsCheckedBeforeALaterIllegalMove() throws {
        #expect(throws: BoardTimelineError.self) { try BoardTimeline(san: [("e4", 2), ("e5", 1), ("Ke3", 3)]) }
        let error = try #require(throws: BoardTimelineError.self) { try BoardTimeline(san: [("e4", 2), ("e5", 1), ("Ke3", 3)]) }
        #expect(error.move?.index == 1)
    }

    @Test func otherBadInputIsTyped() throws {
        #expect(throws: BoardTimelineError.self) { try BoardTimeline(squares: [("e2", "e9", 1)]) }
        let square = try #require(throws: BoardTimelineError.self) { try BoardTimeline(squares: [("e2", "e9", 1)]) }
        guard case .badSquare(_, let text) = square else { Issue.record("got \(square)"); return }
        #expect(text == "e9")

        let nan = try #require(throws: BoardTimelineError.self) { try BoardTimeline(san: [("e4", .nan)]) }
        guard case .invalidInstant = nan else { Issue.record("got \(nan)"); return }

        let uci = try #require(throws: BoardTimelineError.self) { try BoardTimeline(moves: [TimedMove(uci: "e2x4", at: 1)]) }
        guard case .malformedUCI = uci else { Issue.record("got \(uci)"); return }

        let fen = try #require(throws: BoardTimelineError.self) { try BoardTimeline(fen: "not a fen", moves: []) }
        guard case .invalidFEN = fen else { Issue.record("got \(fen)"); return }

        let promotion = try #require(throws: BoardTimelineError.self) {
            try BoardTimeline(fen: "8/P7/7k/8/8/8/8/K7 w - - 0 1", moves: [TimedMove("a7", "a8", at: 1)])
        }
        let move = try #require(promotion.move)
        #expect(promotion == .illegalMove(move, reason: .promotionRequired(from: .a7, to: .a8)))
    }
}

@Suite("Board timeline facts for scene scripts")
struct BoardTimelineFactTests {
    @Test func eachStepCarriesItsEffects() throws {
        let enPassant = try SpecialMove.enPassant.timeline()
        let last = try #require(enPassant.steps.last)
        #expect(last.san == "exd6" && last.effects.isEnPassant && last.effects.captured?.square == .d5)
        let castle = try #require(try SpecialMove.queensideCastling.timeline().steps.last)
        #expect(castle.san == "O-O-O" && castle.effects.rookMove?.from == .a8 && castle.effects.rookMove?.to == .d8)
        let check = try #require(try SpecialMove.check.timeline().steps.last)
        #expect(check.san == "Qh5+" && check.effects.givesCheck && !check.effects.isCheckmate)
        let promotion = try #require(try SpecialMove.promotion("N").timeline().steps.last)
        #expect(promotion.san == "a8=N" && promotion.effects.promotion == .whiteKnight)
    }
}
