import SceneScripts
import BoardKit
import ChessCore
import ChessScenes
import MotionKit
import Testing

@Suite("Scene script parser: what a script says")
struct ScriptParserTests {
    let minimal = """
    name: Minimal
    duration: 6
    still: 4.6
    moves:
      2.75  e4
      3.65  e7 e5
    """

    @Test func readsTheRequiredKeysAndGivesDefaultsForTheRest() throws {
        let script = try SceneScript(parsing: minimal)
        #expect(script.name == "Minimal")
        #expect(script.duration == 6)
        #expect(script.stillTime == 4.6)
        #expect(script.speed == 1)
        #expect(script.fadeIn == TimeSpan(0, 0.25))
        #expect(script.fadeOut == TimeSpan(5.4, 5.9))
        #expect(script.start == .start)
        #expect(script.board == .centred(side: 25))
        #expect(script.orientation == .white)
        #expect(script.coordinates == false)
        #expect(script.theme == nil && script.pieces == nil && script.avatars == nil)
    }

    @Test func timedMovesKeepTheirInstantsNotationAndPlace() throws {
        let script = try SceneScript(parsing: minimal)
        guard case .listed(let moves, let spacing) = script.moves else { Issue.record("expected listed moves"); return }
        #expect(spacing == nil)
        #expect(moves.map(\.time) == [2.75, 3.65])
        #expect(moves[0].notation == .san("e4"))
        #expect(moves[0].location == TextLocation(line: 5, column: 9))
        #expect(moves[1].notation == .squares(from: .e7, to: .e5, promotion: nil))
        #expect(moves[1].text == "e7 e5")
    }

    @Test func readsEveryOptionalKey() throws {
        let script = try SceneScript(parsing: """
        name: "All the keys # not a comment"
        duration: 8
        still: 6.5
        speed: 1.2
        fade-in: 0.1 - 0.4
        fade-out: 7.2 to 7.8
        start: 8/2Ppk3/8/4P3/8/8/8/1K6 b - - 0 1
        board: at 80 20 side 28
        orientation: black
        coordinates: on
        theme: wood
        pieces: geometric
        avatars: monogram
        moves:
          1.0 d5
        """)
        #expect(script.name == "All the keys # not a comment")
        #expect(script.speed == 1.2)
        #expect(script.fadeIn == TimeSpan(0.1, 0.4))
        #expect(script.fadeOut == TimeSpan(7.2, 7.8))
        #expect(script.start.sideToMove == .black)
        #expect(script.board == .origin(Point(80, 20), side: 28))
        #expect(script.orientation == .black)
        #expect(script.coordinates)
        #expect(script.theme == "wood" && script.pieces == "geometric" && script.avatars == "monogram")
    }

    @Test func aHashStartsACommentOnlyAtTheStartOfAWord() throws {
        let script = try SceneScript(parsing: """
        # a comment line
        name: Mate   # trailing comment
        duration: 9
        still: 7.6
        moves:
          6.40  Qxf7#    # the mate sign stays part of the move
        """)
        #expect(script.name == "Mate")
        guard case .listed(let moves, _) = script.moves else { Issue.record("expected listed moves"); return }
        #expect(moves.map(\.notation) == [.san("Qxf7#")])
    }

    @Test func spacedListsSkipMoveNumbersAndTimeEachMove() throws {
        let script = try SceneScript(parsing: scriptHeader(name: "Spaced", duration: "9", still: "7") + """
        moves: from 2.75 every 0.9
          1. e4 e5 2.Nf3
          2... Nc6 g1-f3 e7-e8=N
        """)
        guard case .listed(let moves, let spacing) = script.moves else { Issue.record("expected listed moves"); return }
        #expect(spacing?.first == 2.75 && spacing?.every == 0.9)
        #expect(moves.map(\.text) == ["e4", "e5", "Nf3", "Nc6", "g1-f3", "e7-e8=N"])
        for (index, move) in moves.enumerated() {
            #expect(abs(move.time - (2.75 + 0.9 * Double(index))) < 1e-12)
        }
        // "2.Nf3": the move starts after its number.
        #expect(moves[2].location == TextLocation(line: 5, column: 14))
        #expect(moves[5].notation == .squares(from: .e7, to: .e8, promotion: .knight))
    }

    @Test func aPGNBlockKeepsItsTextAtItsColumns() throws {
        let script = try SceneScript(parsing: scriptHeader(name: "PGN", duration: "9", still: "7") + """
        pgn: from 1 every 0.9
          1. e4 e5 {a comment
        with a key: inside it}
          2. Nf3 *
        still-not-a-key-outside: no
        """.replacingOccurrences(of: "still-not-a-key-outside: no", with: ""))
        guard case .pgn(let movetext, let spacing) = script.moves else { Issue.record("expected PGN"); return }
        #expect(spacing.first == 1 && spacing.every == 0.9)
        #expect(movetext.firstLine == 5)
        #expect(movetext.text.hasPrefix("  1. e4 e5 {a comment\nwith a key: inside it}\n  2. Nf3 *"))
        #expect(movetext.scriptLocation(line: 3, column: 6) == TextLocation(line: 7, column: 6))
    }

    @Test func captionsReadTheirSpanTextAndOptions() throws {
        let script = try SceneScript(parsing: minimal + """

        caption 1.0-2.5 "Castle early"
        caption: 3 - 4.5 "Say \\"check\\" \\\\ twice" at 180 20 size 11
        """)
        #expect(script.captions.count == 2)
        #expect(script.captions[0].span == TimeSpan(1, 2.5))
        #expect(script.captions[0].text == "Castle early")
        #expect(script.captions[0].position == nil)
        #expect(script.captions[0].center(in: .sceneBox) == Point(180, 262))
        #expect(script.captions[0].location == TextLocation(line: 7, column: 1))
        #expect(script.captions[1].text == "Say \"check\" \\ twice")
        #expect(script.captions[1].position == Point(180, 20))
        #expect(script.captions[1].size == 11)
    }

    @Test func keysMayFollowTheMovesBlockAndWindowsLineEndingsAreRead() throws {
        let script = try SceneScript(parsing: "name: X\r\nmoves:\r\n  1 e4\r\n\r\n  2 e5\r\nduration: 6\r\nstill: 4\r\n")
        #expect(script.duration == 6)
        guard case .listed(let moves, _) = script.moves else { Issue.record("expected listed moves"); return }
        #expect(moves.count == 2)
    }

    @Test func centredBoardsAreCentredInTheBox() {
        let frame = BoardPlacement.centred(side: 25).frame(in: .sceneBox)
        #expect(frame == Rect(x: 80, y: 40, width: 200, height: 200))
    }
}
