import BoardKit
import ChessCore
import MotionKit
import TestSupport
import Testing

/// The two promises every timeline keeps, checked in pixels: before the first move it is the
/// start position, and once the last move has settled it is exactly the final one.
@Suite("playBoard properties")
struct PlayBoardPropertyTests {
    static let cases = SpecialMove.all + [SpecialMove(name: "opening", fen: SpecialMove.start, san: ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"])]

    @Test(arguments: cases)
    func beforeTheFirstMoveItIsTheStartPosition(_ special: SpecialMove) throws {
        let timeline = try special.timeline()
        let expected = try BoardFixtures.renderStatic(timeline.start, lastMove: nil)
        let scene = try BoardFixtures.scene(timeline)
        for t in [-2, 0, timeline.steps[0].instant - 0.001] {
            #expect(try BoardFixtures.render(scene, t: t) == expected, "t = \(t)")
        }
    }

    @Test(arguments: cases)
    func onceSettledItIsExactlyTheFinalPosition(_ special: SpecialMove) throws {
        let timeline = try special.timeline()
        let lastMove = try #require(timeline.steps.last?.move)
        let expected = try BoardFixtures.renderStatic(timeline.final, lastMove: lastMove)
        let scene = try BoardFixtures.scene(timeline)
        for t in [timeline.restTime(), timeline.restTime() + 0.37, timeline.restTime() + 100] {
            #expect(try BoardFixtures.render(scene, t: t) == expected, "t = \(t)")
        }
        // And not before: just after the last move starts, the board is still on its way.
        #expect(try BoardFixtures.render(scene, t: special.lastInstant + 0.05) != expected)
    }

    @Test func theSamePropertiesHoldFlippedWithCoordinatesInDarkMode() throws {
        let timeline = try SpecialMove.enPassant.timeline()
        let options = BoardOptions(orientation: .black, coordinates: true)
        let scene = try BoardFixtures.scene(timeline, theme: "midnight", pieces: "geometric", options: options)
        let start = try BoardFixtures.renderStatic(timeline.start, lastMove: nil, theme: "midnight", pieces: "geometric",
                                                   options: options, scheme: .dark)
        let final = try BoardFixtures.renderStatic(timeline.final, lastMove: timeline.steps.last?.move, theme: "midnight",
                                                   pieces: "geometric", options: options, scheme: .dark)
        #expect(try BoardFixtures.render(scene, t: 0.5, scheme: .dark) == start)
        #expect(try BoardFixtures.render(scene, t: timeline.restTime(), scheme: .dark) == final)
        #expect(start != (try BoardFixtures.renderStatic(timeline.start, lastMove: nil, theme: "midnight", pieces: "geometric",
                                                         options: BoardOptions(coordinates: true), scheme: .dark)),
                "flipping changes the picture")
    }

    /// A pure function of t: drawing frames out of order gives the same pixels as in order.
    @Test func framesDoNotDependOnTheFrameBefore() throws {
        let scene = try BoardFixtures.scene(try SpecialMove.capture.timeline())
        let times = [3.1, 1.05, 3.1, 2.2, 1.05]
        let frames = try times.map { try BoardFixtures.render(scene, t: $0) }
        #expect(frames[0] == frames[2] && frames[1] == frames[4])
        #expect(frames[0] != frames[1])
    }
}
