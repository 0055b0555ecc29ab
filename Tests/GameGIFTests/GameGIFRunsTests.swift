import ChessCore
import ChessMotionSupport
import ChessScenes
import Foundation
@testable import GameGIF
import SceneTestSupport
import TestSupport
import Testing

/// A game GIF coded on several threads, each a run of frames, is the GIF one thread codes:
/// a run starts from the frame before it, and the runs' images joined are the same bytes.
@Suite("Game GIFs coded in runs on several threads")
struct GameGIFRunsTests {
    /// The runs cover every frame once, in order, none empty, no more of them than workers, and
    /// as many as the workers once each can have its shortest run.
    @Test func runsCoverTheFramesInOrder() {
        for count in 1...300 {
            for workers in 1...5 {
                let runs = GameGIFRenderer.runs(of: count, workers: workers)
                #expect(runs.first?.lowerBound == 0 && runs.last?.upperBound == count, "\(count) frames, \(workers) workers")
                #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                #expect(runs.allSatisfy { !$0.isEmpty } && runs.count <= workers)
                if count >= workers * GameGIFRenderer.shortestRun { #expect(runs.count == workers, "\(count) frames, \(workers) workers") }
            }
        }
    }

    /// The first run carries the whole first frame, so it holds fewer frames than the others.
    @Test func theFirstRunIsShorterForItsWholeFrame() {
        let runs = GameGIFRenderer.runs(of: 93, workers: 2)
        #expect(runs.count == 2 && runs[0].count < runs[1].count)
        #expect(abs(runs[0].count + GameGIFRenderer.firstFrameWeight - 1 - runs[1].count) <= 1)
    }

    static func frames(_ file: String) throws -> (style: GameGIFStyle, frames: [GameGIFFrame]) {
        let text = try String(contentsOf: Fixtures.example("Games/" + file), encoding: .utf8)
        let game = try #require(PGN.read(text, sanMode: .lenient).first)
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), words: SceneFixtures.words())
        let count = GamePositions(scene).positionCount
        let style = GameGIFStyle(scene: scene, palettes: try Fixtures.palettes(), colorScheme: .dark, squarePixels: 45)
        return (style, GameGIFFrame.positions(of: scene, delays: (0..<count).map { $0 == count - 1 ? 300 : 50 + $0 % 7 }))
    }

    @Test(arguments: ["opera-game.pgn", "lichess-clocks.pgn", "lichess-Q0iQs5Zi.pgn"])
    func theRunsJoinedAreTheOneThreadGIF(file: String) throws {
        let (style, frames) = try Self.frames(file)
        let renderer = try GameGIFRenderer(style: style)
        let alone = try renderer.gif(frames, comment: file, workers: 1)
        for workers in [2, 3] {
            #expect(try renderer.gif(frames, comment: file, workers: workers) == alone, "\(file) on \(workers) threads")
        }
        // And the file is the game: as many frames as positions, each ending where giflib reads it.
        #expect(try DecodedGIF(bytes: alone).frames.count == frames.count)
    }

    @Test func aPassedDeadlineStopsEveryRun() throws {
        let (style, frames) = try Self.frames("lichess-Q0iQs5Zi.pgn")
        let renderer = try GameGIFRenderer(style: style)
        #expect {
            try renderer.gif(frames, deadline: RenderDeadline(seconds: 0), workers: 2)
        } throws: { error in
            guard case .stopped = error as? GameGIFError else { return false }
            return true
        }
    }
}
