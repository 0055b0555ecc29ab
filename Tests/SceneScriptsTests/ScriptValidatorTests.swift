import SceneScripts
import ChessMotionSupport
import BoardKit
import ChessCore
import ChessScenes
import MotionKit
import Testing

@Suite("Scene validator: chess, timing, still, fades, captions")
struct ScriptValidatorTests {
    let settle = BoardMotion.standard.settleDuration

    /// Font-free caption sizes: 10 units a character, 16 high.
    static let measure: @Sendable ([(text: String, style: TextStyle)]) -> [Size] = { texts in
        texts.map { Size(Double($0.text.count) * 10, 16) }
    }

    func validate(_ body: String, header: String = scriptHeader()) throws -> SceneValidation {
        let script = try SceneScript(parsing: header + body)
        return SceneValidator.validate(script, measure: Self.measure)
    }

    func ply(_ number: Int, _ moveNumber: Int, _ side: Side, _ text: String) -> Ply {
        Ply(number: number, moveNumber: moveNumber, side: side, text: text)
    }

    // MARK: Swift scenes

    /// The bots scene's list as the design gives it: 1.e4 at 2.75 and 1...e5 at 3.65, still 4.6,
    /// fading in over 0-0.2 and out over 5.45-5.95 in a six-second loop.
    @Test func aSwiftScenesMoveListPassesWhenItIsSound() {
        let validation = SceneValidator.validate(
            moves: [TimedMove("e2", "e4", at: 2.75), TimedMove("e7", "e5", at: 3.65)],
            duration: 6, stillTime: 4.6, fadeIn: TimeSpan(0, 0.2), fadeOut: TimeSpan(5.45, 5.95),
            board: Rect(x: 132, y: 40, width: 200, height: 200))
        #expect(validation.diagnostics.isEmpty)
        #expect(validation.timeline?.steps.map(\.san) == ["e4", "e5"])
    }

    @Test func aSwiftScenesIllegalMoveIsNamedByPlyTextAndReason() throws {
        let validation = SceneValidator.validate(
            moves: [TimedMove("e2", "e4", at: 2.75), TimedMove("e7", "e4", at: 3.65)], duration: 6, stillTime: 4.6)
        #expect(!validation.isValid)
        #expect(validation.timeline == nil)
        let diagnostic = try #require(validation.diagnostics.first)
        #expect(diagnostic.location == nil)
        #expect(diagnostic.formatted(file: "BotsScene")
            == "BotsScene: error: ply 2 (1... e7-e4) is illegal: a pawn on e7 cannot move to e4")
    }

    @Test func aSwiftScenesStillAndFadesAreChecked() {
        let validation = SceneValidator.validate(
            moves: [TimedMove(san: "e4", at: 2.75)], duration: 6, stillTime: 3.0, fadeOut: TimeSpan(5.5, 6.2))
        #expect(validation.diagnostics.map(\.problem) == [
            .stillBeforeSettled(still: 3.0, settled: 2.75 + settle, last: ply(1, 1, .white, "e4")),
            .fadeOutlastsDuration(fade: TimeSpan(5.5, 6.2), duration: 6, fadingIn: false),
        ])
    }

    /// Whatever a Swift scene passes, the validator answers with diagnostics, never a crash.
    @Test func absurdNumbersFromASwiftSceneAreReportedNotFatal() {
        for value in [Double.nan, .infinity, -.infinity, -1e300, 1e300] {
            let validation = SceneValidator.validate(
                moves: [TimedMove(san: "e4", at: value), TimedMove(san: "e5", at: 1)], duration: value, stillTime: value,
                fadeIn: TimeSpan(value, value), fadeOut: TimeSpan(value, 1), board: Rect(x: value, y: 0, width: 200, height: value))
            #expect(!validation.isValid)
            #expect(validation.diagnostics.allSatisfy { !$0.message.isEmpty })
        }
    }

    // MARK: Illegal moves

    @Test func noPieceCanReachTheSquare() throws {
        let validation = try validate("moves: from 1 every 1\n e4 e5 Qh6\n")
        let diagnostic = try #require(validation.errors.first)
        #expect(diagnostic.location == TextLocation(line: 5, column: 8))
        guard case .illegalMove(let reference, .san(.noCandidate(_, let piece, let to))) = diagnostic.problem else {
            Issue.record("unexpected \(diagnostic)"); return
        }
        #expect(reference == ply(3, 2, .white, "Qh6"))
        #expect(piece == .whiteQueen && to == .h6)
        #expect(diagnostic.message == "ply 3 (2. Qh6) is illegal: no white queen can reach h6")
    }

    @Test func aPinnedPieceWouldLeaveTheKingInCheck() throws {
        let validation = try validate("moves: from 0.5 every 0.9\n e4 e5 d4 Bb4+ Nc3 Nf6 Nb5\n",
                                      header: scriptHeader(duration: "9", still: "7.5"))
        let diagnostic = try #require(validation.errors.first)
        guard case .illegalMove(let reference, .san(.leavesKingInCheck(_, let move, let reason))) = diagnostic.problem else {
            Issue.record("unexpected \(diagnostic)"); return
        }
        #expect(reference.number == 7)
        #expect(move == Move(from: .c3, to: .b5))
        #expect(reason == .leavesKingInCheck(king: .e1, attackers: [.b4]))
        #expect(diagnostic.message.hasSuffix("c3-b5 is not allowed: leaves the king on e1 in check (from b4)"))
    }

    @Test func anAmbiguousMoveNamesItsCandidates() throws {
        let validation = try validate("moves: from 0.5 every 0.9\n d4 d5 Nf3 Nf6 Nd2\n", header: scriptHeader(duration: "8", still: "6"))
        let diagnostic = try #require(validation.errors.first)
        guard case .illegalMove(_, .san(.ambiguous(_, let candidates, let options))) = diagnostic.problem else {
            Issue.record("unexpected \(diagnostic)"); return
        }
        #expect(Set(candidates) == [.b1, .f3])
        #expect(Set(options) == ["Nbd2", "Nfd2"])
        #expect(diagnostic.message.contains("it is ambiguous between the pieces on b1 and f3"))
    }

    @Test func squaresThatAreNoMoveAreExplained() throws {
        let validation = try validate("moves:\n 1 e2 e5\n")
        #expect(validation.errors.first?.problem == .illegalMove(ply(1, 1, .white, "e2 e5"), .move(.cannotMoveThere(.whitePawn, from: .e2, to: .e5))))
    }

    @Test func aPawnReachingTheLastRankMustSayWhatItBecomes() throws {
        let validation = try validate("moves:\n 1 a8\n", header: scriptHeader() + "start: 8/P7/8/8/8/8/8/k6K w - - 0 1\n")
        #expect(validation.errors.first?.message == "ply 1 (1. a8) is illegal: the pawn reaches a8 and must promote; write a8=Q (or =R, =B, =N)")
    }

    @Test func malformedSANIsPointedAtTheBadCharacter() throws {
        let validation = try validate("moves:\n 1 Nf9\n")
        #expect(validation.errors.first?.location == TextLocation(line: 5, column: 6))
    }

    @Test func pliesAreNumberedFromTheStartPosition() throws {
        let validation = try validate("moves: from 1 every 1\n d5 exd6 Kd8\n",
                                      header: scriptHeader(still: "4.9") + "start: 8/2Ppk3/8/4P3/8/8/8/1K6 b - - 0 40\n")
        #expect(validation.errors.map(\.message) == [
            "ply 3 (41... Kd8) is illegal: e7-d8 is not allowed: the king cannot move to d8: it is attacked from c7",
        ])
    }

    // MARK: Timing

    @Test func instantsMustStrictlyIncrease() throws {
        let validation = try validate("moves:\n 1 e4\n 2.5 e5\n 2.5 Nf3\n")
        #expect(validation.errors.map(\.problem) == [
            .instantsNotIncreasing(ply(3, 2, .white, "Nf3"), instant: 2.5, previous: ply(2, 1, .black, "e5"), previousInstant: 2.5),
        ])
        #expect(validation.errors.first?.location == TextLocation(line: 7, column: 6))
        // The chess is still checked: every move is legal, so only the order is wrong.
        #expect(validation.timeline == nil)
    }

    @Test func movesMustFallInsideTheLoop() throws {
        let validation = try validate("moves:\n 1 e4\n 6 e5\n")
        #expect(validation.errors.map(\.problem) == [.instantOutsideDuration(ply(2, 1, .black, "e5"), instant: 6, duration: 6)])
        let negative = SceneValidator.validate(moves: [TimedMove(san: "e4", at: -1)], duration: 6, stillTime: 4)
        #expect(negative.errors.map(\.code) == ["instant-outside-duration"])
        let nan = SceneValidator.validate(moves: [TimedMove(san: "e4", at: .nan)], duration: 6, stillTime: 4)
        #expect(nan.errors.map(\.code) == ["invalid-instant"])
    }

    @Test func movesCloserThanASettleAreAWarningWithTheGapFoundAndNeeded() throws {
        let validation = try validate("moves:\n 1 e4\n 1.5 e5\n")
        #expect(validation.isValid)
        #expect(validation.warnings.map(\.problem) == [
            .movesTooClose(ply(2, 1, .black, "e5"), gap: 0.5, needed: settle, previous: ply(1, 1, .white, "e4")),
        ])
        #expect(validation.warnings.first?.message.contains("starts 0.5 s after ply 1 (1. e4)") == true)
    }

    @Test func aGapOfExactlyTheSettleTimeIsEnough() throws {
        let exact = SceneValidator.validate(moves: [TimedMove(san: "e4", at: 1), TimedMove(san: "e5", at: 1 + settle)],
                                            duration: 6, stillTime: 4.6)
        #expect(exact.diagnostics.isEmpty)
        let short = SceneValidator.validate(moves: [TimedMove(san: "e4", at: 1), TimedMove(san: "e5", at: 1 + settle - 0.01)],
                                            duration: 6, stillTime: 4.6)
        #expect(short.warnings.map(\.code) == ["moves-too-close"])
    }

    @Test func aMoveDuringTheFadeOutIsAWarning() throws {
        let validation = try validate("moves:\n 1 e4\n 6 e5\n", header: scriptHeader(duration: "6.5", still: "2.5"))
        #expect(validation.warnings.map(\.problem) == [.moveDuringFadeOut(ply(2, 1, .black, "e5"), instant: 6, fadeOut: TimeSpan(5.9, 6.4))])
    }

    // MARK: Still and fades

    @Test func theStillComesAfterTheLastMoveHasSettled() throws {
        let early = try validate("moves:\n 1 e4\n 3 e5\n", header: scriptHeader(still: "3.5"))
        #expect(early.errors.map(\.problem) == [.stillBeforeSettled(still: 3.5, settled: 3 + settle, last: ply(2, 1, .black, "e5"))])
        #expect(early.errors.first?.location == TextLocation(line: 3, column: 8))
        let justSettled = SceneValidator.validate(moves: [TimedMove(san: "e4", at: 3)], duration: 6, stillTime: 3 + settle)
        #expect(justSettled.diagnostics.isEmpty)
    }

    @Test func theStillMustNotBeFaded() throws {
        let inFadeOut = try validate("moves:\n 1 e4\n", header: scriptHeader(still: "5.65"))
        #expect(inFadeOut.errors.map(\.problem) == [.stillDuringFade(still: 5.65, fade: TimeSpan(5.4, 5.9), fadingIn: false, opacity: 0.5)])
        #expect(inFadeOut.errors.first?.message.contains("50% opacity") == true)
        let inFadeIn = SceneValidator.validate(moves: [], duration: 6, stillTime: 0.1, fadeIn: TimeSpan(0, 0.4))
        #expect(inFadeIn.errors.map(\.code) == ["still-during-fade"])
        let outside = SceneValidator.validate(moves: [], duration: 6, stillTime: 7)
        #expect(outside.errors.map(\.problem) == [.stillOutsideDuration(still: 7, duration: 6)])
    }

    @Test func theSceneHasFadedOutByItsEnd() throws {
        let late = try validate("fade-out: 5.5-6.5\nmoves:\n 1 e4\n")
        #expect(late.errors.map(\.problem) == [.fadeOutlastsDuration(fade: TimeSpan(5.5, 6.5), duration: 6, fadingIn: false)])
        #expect(late.errors.first?.location == TextLocation(line: 4, column: 11))
        let overlapping = try validate("fade-in: 0-3\nfade-out: 2-5\nmoves:\n 1 e4\n", header: scriptHeader(still: "5.5"))
        #expect(overlapping.errors.map(\.code).contains("fades-overlap"))
        // A default fade-out (a short loop's is 0-0.3 here) is reported at the duration.
        let short = try validate("fade-in: 0-0.5\nmoves:\n 0.1 e4\n", header: scriptHeader(duration: "0.4", still: "0.3"))
        #expect(short.errors.contains { $0.code == "fade-outlasts-duration" && $0.location == TextLocation(line: 4, column: 10) })
        #expect(short.errors.contains { $0.code == "fades-overlap" && $0.location == TextLocation(line: 2, column: 11) })
    }

    // MARK: Captions, board, assets

    @Test func captionsStayInsideTheDurationAndTheBox() throws {
        let validation = try validate("""
        moves:
         1 e4
        caption 1-2 "fits"
        caption 5-6.5 "too late"
        caption 1-2 "off the left edge" at 20 100
        caption 1-2 "below" at 180 275
        """)
        #expect(validation.errors.map(\.problem) == [
            .captionOutsideDuration(index: 1, text: "too late", span: TimeSpan(5, 6.5), duration: 6),
            .captionOutsideBox(index: 2, text: "off the left edge", frame: Rect(x: -65, y: 92, width: 170, height: 16), box: .sceneBox),
            .captionOutsideBox(index: 3, text: "below", frame: Rect(x: 155, y: 267, width: 50, height: 16), box: .sceneBox),
        ])
        #expect(validation.errors.map { $0.location?.line } == [7, 8, 9])
    }

    @Test func captionsAreMeasuredWithTheFontTheyAreDrawnIn() throws {
        let script = try SceneScript(parsing: scriptHeader() + """
        moves:
         1 e4
        caption 1-2 "Short"
        caption 1-2 "A caption far too long to fit across the box at this size"
        """)
        let sizes = TextMeasurer.sizes(of: script.captions.map { ($0.text, $0.style) })
        #expect(sizes[0].width > 20 && sizes[0].width < 60)
        #expect(sizes[1].width > 360)
        #expect(SceneValidator.validate(script).errors.map { $0.location?.line } == [7])
    }

    @Test func theBoardStaysInsideTheBox() throws {
        let validation = try validate("board: at 200 10 side 25\nmoves:\n 1 e4\n")
        #expect(validation.errors.map(\.problem) == [.boardOutsideBox(frame: Rect(x: 200, y: 10, width: 200, height: 200), box: .sceneBox)])
        #expect(validation.errors.first?.location == TextLocation(line: 4, column: 8))
    }

    @Test func fixedThemesAndPieceSetsMustBeInstalled() throws {
        let script = try SceneScript(parsing: "name: T\nduration: 6\nstill: 4.6\ntheme: marble\npieces: glass\nmoves:\n 1 e4\n")
        let assets = SceneAssetNames(themes: ["green", "wood"], pieceSets: ["staunton"])
        #expect(SceneValidator.validate(script, assets: assets, measure: Self.measure).errors.map(\.problem) == [
            .unknownTheme("marble", known: ["green", "wood"]),
            .unknownPieceSet("glass", known: ["staunton"]),
        ])
        #expect(SceneValidator.validate(script, measure: Self.measure).isValid)
    }

    // MARK: Collecting, PGN

    @Test func oneRunReportsEveryKindOfProblemInFileOrder() throws {
        let validation = try validate("""
        fade-out: 5.5-6.5
        moves:
         1 e4
         1.2 e5
         3 Ke3
        caption 1-7 "late"
        """)
        #expect(validation.diagnostics.map(\.code) == [
            "fade-outlasts-duration", "moves-too-close", "illegal-move", "caption-outside-duration",
        ])
        #expect(validation.diagnostics.map { $0.location?.line } == [4, 7, 8, 9])
    }

    @Test func pgnMovesArePlayedFromTheScriptsStartAndSpaced() throws {
        let validation = try validate("pgn: from 1 every 1\n 1... d5 2. exd6+ Kxd6 3. c8=N+ *\n",
                                      header: scriptHeader(duration: "7", still: "5.4") + "start: 8/2Ppk3/8/4P3/8/8/8/1K6 b - - 0 1\n")
        #expect(validation.diagnostics.isEmpty)
        let steps = try #require(validation.timeline?.steps)
        #expect(steps.map(\.san) == ["d5", "exd6+", "Kxd6", "c8=N+"])
        #expect(steps.map(\.instant) == [1, 2, 3, 4])
    }

    @Test func pgnErrorsPointIntoTheBlock() throws {
        let illegal = try validate("pgn: from 1 every 0.9\n  1. e4 e5\n  2. Ke3 *\n")
        #expect(illegal.errors.first?.location == TextLocation(line: 6, column: 6))
        #expect(illegal.errors.first?.message == "ply 3 (2. Ke3) is illegal: no white king can reach e3")
        let unclosed = try validate("pgn: from 1 every 0.9\n  1. e4 {open\n")
        #expect(unclosed.errors.first?.location == TextLocation(line: 5, column: 9))
        #expect(unclosed.errors.first?.code == "pgn")
        let two = try validate("pgn: from 1 every 0.9\n  1. e4 1-0 1. d4 0-1\n")
        #expect(two.errors.map(\.problem) == [.pgnGameCount(2)])
    }
}
