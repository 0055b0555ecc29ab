import BoardKit
import ChessCore
import MotionKit
import TestSupport
import Testing

/// Reference pictures: a settled board in every theme and every piece set, a board mid-move,
/// and each special move caught in flight.
@Suite("playBoard snapshots")
struct PlayBoardSnapshotTests {
    /// The Ruy Lopez after 5.O-O, with coordinates: every colour a theme defines is used
    /// except check, which the special-move snapshots show.
    static func opening() throws -> BoardTimeline {
        try BoardTimeline(san: ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"].enumerated().map { ($1, Double($0 + 1) * 0.5) })
    }

    @Test(arguments: ["green", "wood", "blue", "midnight", "contrast"], ColorScheme.allCases)
    func settledBoardInEveryTheme(theme: String, scheme: ColorScheme) throws {
        let timeline = try Self.opening()
        let scene = try BoardFixtures.scene(timeline, theme: theme, options: BoardOptions(coordinates: true))
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: timeline.restTime(), scheme: scheme),
                                   named: "theme-\(theme)-\(scheme.rawValue)")
    }

    @Test(arguments: ["staunton", "geometric"])
    func settledBoardInEverySet(pieces: String) throws {
        let timeline = try Self.opening()
        let scene = try BoardFixtures.scene(timeline, pieces: pieces)
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: timeline.restTime()), named: "pieces-\(pieces)")
    }

    @Test func aBoardMidMove() throws {
        let timeline = try BoardTimeline(squares: [("e2", "e4", 2.75), ("e7", "e5", 3.65)])
        let scene = try BoardFixtures.scene(timeline)
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: 3.65 + 0.12), named: "mid-move")
    }

    @Test(arguments: SpecialMove.all)
    func specialMoveInFlight(_ special: SpecialMove) throws {
        let timeline = try special.timeline()
        let scene = try BoardFixtures.scene(timeline)
        // Late in the flight: captures fading, promotions changing, the check about to show.
        let t = special.lastInstant + 0.8 * BoardMotion.standard.arrivalDuration
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: t), named: "special-\(special.name)")
    }

    @Test func theCheckMarkOnceShown() throws {
        let timeline = try SpecialMove.check.timeline()
        let scene = try BoardFixtures.scene(timeline, options: BoardOptions(orientation: .black, coordinates: true))
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: timeline.restTime()), named: "check-settled-flipped")
    }
}
