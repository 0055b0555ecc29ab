import ChessCore
import Foundation
import TestSupport
import Testing

/// A game GIF on a board drawn from an image: the sprite sheet holds one picture per square
/// colour, so a textured theme must be drawn whole, every square showing its own part of the
/// image, never one square's texture repeated across the board.
@Suite("chess-motion render --frames moves on a textured board")
struct GIFTexturedBoardTests {
    /// 720 wide, the width the sprite renderer serves: 90-pixel squares under a 60-pixel bar.
    static let width = 720, square = 90, boardTop = 60

    /// The inner pixels of an empty square, away from the coordinates in its corners.
    static func inside(_ gif: DecodedGIF, at square: Square) -> [Int] {
        let left = square.file * Self.square, top = boardTop + (7 - square.rank) * Self.square
        var pixels: [Int] = []
        for y in (top + 15)..<(top + Self.square - 15) {
            for x in (left + 15)..<(left + Self.square - 15) {
                let c = gif.rgb(frame: 0, x: x, y: y)
                pixels.append(c.r << 16 | c.g << 8 | c.b)
            }
        }
        return pixels
    }

    @Test(arguments: ["walnut", "marble"])
    func everyEmptySquareShowsItsOwnPartOfTheBoard(theme: String) throws {
        let pgn = Fixtures.example("Games/opera-game.pgn")
        let url = try TemporaryFolder().url.appendingPathComponent("moves.gif")
        let result = try ToolRunner.run(["render", pgn.path, "--frames", "moves", "--theme", theme, "--width", String(Self.width),
                                         "--quiet", "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.width == Self.width)
        // Empty light squares of the start position (ranks 3 to 6): each a different patch of
        // the image. Repeated sprites would make them pixel for pixel the same.
        let light = ["a4", "c4", "e4", "g4", "b3", "d3", "b5", "d5"].map { Self.inside(gif, at: Square($0)!) }
        let distinct = Set(light).count
        #expect(distinct == light.count, "\(light.count - distinct + 1) empty light squares show the same pixels")
    }
}
