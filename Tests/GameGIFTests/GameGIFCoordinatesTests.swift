import BoardKit
import ChessCore
import GameGIF
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

/// lila-gif's `coordinates`: a GIF composed with the letters is the board Cairo draws with
/// them, read back frame by frame, and the letters are where the board draws them (the bottom
/// rank and left file of the side at the bottom) and nowhere else.
@Suite("Game GIFs with coordinates")
struct GameGIFCoordinatesTests {
    static let side = 45

    /// The opening of the Opera Game: quiet moves, captures, the lit squares on the edges.
    static func game() throws -> Game {
        var game = Game()
        for san in ["e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7"] {
            _ = try game.play(san: san)
        }
        return game
    }

    static func gif(_ game: Game, orientation: Side, coordinates: Bool) throws -> DecodedGIF {
        let style = GameGIFStyle(theme: try SceneFixtures.theme(), pieces: try SceneFixtures.pieces(), palettes: try Fixtures.palettes(),
                                 orientation: orientation, squarePixels: side, players: false, coordinates: coordinates)
        let frames = game.positions.indices.map { k in
            GameGIFFrame(board: game.positions[k].setup.board, lastMove: k > 0 ? (game.moves[k - 1].from, game.moves[k - 1].to) : nil,
                         delay: 50)
        }
        return try DecodedGIF(bytes: try GameGIFRenderer(style: style).gif(frames))
    }

    @Test(arguments: [Side.white, .black])
    func everyFrameIsTheBoardDrawnWithCoordinates(orientation: Side) throws {
        let game = try Self.game()
        let gif = try Self.gif(game, orientation: orientation, coordinates: true)
        try #require(gif.frames.count == game.positions.count && gif.width == 8 * Self.side && gif.height == 8 * Self.side)
        let theme = try SceneFixtures.theme(), pieces = try SceneFixtures.pieces(), side = Double(Self.side)
        var worst = (mean: 0.0, max: 0)
        for k in game.positions.indices {
            let position = game.positions[k], lastMove = k > 0 ? game.moves[k - 1] : nil
            let scene = BoardAlone { canvas in
                drawBoard(canvas, position: position, lastMove: lastMove, origin: .zero, side: side, theme: theme, pieces: pieces,
                          options: BoardOptions(orientation: orientation, coordinates: true))
            }
            let cairo = try FrameRenderer(scene: scene, palettes: try Fixtures.palettes(), environment: MotionEnvironment(colorScheme: .light))
                .raster(at: 0, size: PixelSize(width: 8 * Self.side, height: 8 * Self.side))
            let error = GameGIFLookTests.error(gif, frame: k, against: cairo)
            worst = (max(worst.mean, error.mean), max(worst.max, error.max))
        }
        #expect(worst.mean <= GameGIFLookTests.meanLimit && worst.max <= GameGIFLookTests.maxLimit, "worst mean \(worst.mean), max \(worst.max)")
        print("GameGIFCoordinates \(orientation): worst frame mean \(worst.mean), max \(worst.max)")
    }

    /// Against the same GIF without letters: every square of the bottom rank and the left file
    /// has letter pixels, and no other square has any. (The two palettes differ a little, so a
    /// letter pixel is one far from the plain GIF's, beyond any palette rounding.)
    @Test(arguments: [Side.white, .black])
    func lettersLieOnTheBottomRankAndLeftFileOnly(orientation: Side) throws {
        let game = try Self.game()
        let with = try Self.gif(game, orientation: orientation, coordinates: true)
        let without = try Self.gif(game, orientation: orientation, coordinates: false)
        let last = game.positions.count - 1
        for square in Square.allCases {
            let column = orientation == .white ? square.file : 7 - square.file
            let row = orientation == .white ? 7 - square.rank : square.rank
            var differing = 0
            for y in (row * Self.side)..<((row + 1) * Self.side) {
                for x in (column * Self.side)..<((column + 1) * Self.side) {
                    let a = with.rgb(frame: last, x: x, y: y), b = without.rgb(frame: last, x: x, y: y)
                    if max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b)) > 48 { differing += 1 }
                }
            }
            let labelled = square.rank == (orientation == .white ? 0 : 7) || square.file == (orientation == .white ? 0 : 7)
            #expect(labelled ? differing > 10 : differing == 0, "\(square): \(differing) pixels differ")
        }
    }
}

/// A board drawn whole in a box its own size, one box unit a pixel.
private struct BoardAlone: MotionScene {
    var draw: @Sendable (MotionCanvas) -> Void
    var box: Size { Size(8 * Double(GameGIFCoordinatesTests.side), 8 * Double(GameGIFCoordinatesTests.side)) }
    var duration: Double { 0 }
    var stillTime: Double { 0 }
    func draw(_ canvas: inout MotionCanvas, t: Double) { draw(canvas) }
}
