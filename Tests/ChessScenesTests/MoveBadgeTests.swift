import BoardKit
import ChessCore
import ChessScenes
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Move badge: every NAG of a ply, each in its colour")
struct MoveBadgeTests {
    /// 2. Nf3 is marked interesting, White better and zugzwang ($22 has no glyph of its own);
    /// 2...Nc6 carries the same judgement twice.
    static let pgn = """
        [White "A"]
        [Black "B"]

        1. e4 e5 2. Nf3 $5 $16 $22 Nc6 $1 ! 1-0
        """

    static func scene() throws -> GameScene {
        let game = try #require(PGN.games(in: pgn).games.first)
        return try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                             words: SceneFixtures.words())
    }

    @Test func aPlyShowsEveryNAGOnceTheMoveJudgementFirstAndAGlyphlessOneByItsNumber() throws {
        let game = try #require(PGN.games(in: Self.pgn).games.first)
        let badge = MoveBadge(san: game.plies[2].san, nags: game.plies[2].shownNAGs, square: .f3)
        #expect(badge.segments.map(\.text) == ["Nf3!?", "\u{B1}", "$22"])
        #expect(Set(badge.segments.map(\.color)).count == 3)
        let repeated = MoveBadge(san: game.plies[3].san, nags: game.plies[3].shownNAGs, square: .c6)
        #expect(repeated.segments.map(\.text) == ["Nc6!"])
        #expect(MoveBadge(san: "e4", nags: [], square: .e4).segments.map(\.text) == ["e4"])
    }

    /// Just after 2. Nf3 has landed, the frame holds each chip's colour, side by side at the
    /// badge's height, in the order written.
    @Test(arguments: ColorScheme.allCases)
    func everyChipIsDrawnInItsColour(scheme: ColorScheme) throws {
        let scene = try Self.scene()
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes(),
                                     environment: MotionEnvironment(colorScheme: scheme))
        let image = try renderer.raster(at: scene.timeline.arrivalTime(ofMove: 2) + 0.2, size: PixelSize(width: 360, height: 420))
        try Snapshot.assertMatches(image, named: "game-glyphs-\(scheme.rawValue)")
        let segments = MoveBadge(san: "Nf3", nags: [NAG(rawValue: 5), NAG(rawValue: 16), NAG(rawValue: 22)], square: .f3).segments
        // The badge's band: the rows holding the first chip's colour (a purple no other part
        // of the frame uses).
        let rows = (0..<image.height).filter { y in
            (0..<image.width).contains { SceneFixtures.isClose(image.color(x: $0, y: y), segments[0].color) }
        }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        let band = top..<bottom + 1
        var columns: [Double] = []
        for segment in segments {
            let xs = band.flatMap { y in
                (0..<image.width).filter { SceneFixtures.isClose(image.color(x: $0, y: y), segment.color) }
            }
            #expect(xs.count > 40, "\(segment.text)'s chip is drawn")
            columns.append(Double(xs.reduce(0, +)) / Double(max(xs.count, 1)))
        }
        #expect(columns == columns.sorted(), "the chips run left to right in the order written")
    }
}
