import ChessCore
import ChessScenes
import Foundation
@testable import GameGIF
import GIFCodec
import SceneTestSupport
import TestSupport
import Testing

/// The sheet's palette is ordered by how many squares show each colour, grounds first, so a
/// box of a few squares codes in fewer bits; the reordering must not change a single pixel.
@Suite("Game GIF palette: colours in the order the squares show them")
struct GameGIFPaletteOrderTests {
    /// Six colours; two empty squares of one colour each, and pieces made of the rest.
    @Test func everyPixelKeepsItsColourAndGroundsComeFirst() {
        let colors = (0..<6).map { GIFColor(red: UInt8(40 * $0), green: 0, blue: 0) }
        let palette = GIFPalette(colors: colors)
        let sprites: [[UInt8]] = [[5, 5, 5, 5], [4, 4, 4, 4], [5, 0, 1, 5], [4, 0, 2, 4], [5, 0, 3, 0], [3, 3, 3, 3]]
        let marks: [GameGIFSpriteSheet.Mark] = [.plain, .lit, .plain, .lit, .plain, .check]
        let (ordered, renumbered) = GameGIFSpriteSheet.inPresenceOrder(palette, sprites: sprites, marks: marks)
        #expect(Set(ordered.colors) == Set(colors) && ordered.colors.count == colors.count)
        for (old, new) in zip(sprites, renumbered) {
            #expect(old.map { colors[Int($0)] } == new.map { ordered.colors[Int($0)] })
        }
        // The plain and lit grounds, in the squares' order; then 0, in three squares; then the
        // colours in one each, by their order before; the check glow's square counts for none.
        #expect(ordered.colors == [colors[5], colors[4], colors[0], colors[1], colors[2], colors[3]])
    }

    /// On a real sheet, the empty squares are one colour each among the first four entries, so
    /// a box of squares going unlit codes at GIF's least code size of 2 bits.
    @Test func aRealSheetsEmptySquaresAreItsFirstColours() throws {
        let text = try String(contentsOf: Fixtures.example("Games/opera-game.pgn"), encoding: .utf8)
        let game = try #require(PGN.read(text, sanMode: .lenient).first)
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), words: SceneFixtures.words())
        let sheet = try GameGIFSpriteSheet(style: GameGIFStyle(scene: scene, palettes: try Fixtures.palettes(), colorScheme: .light,
                                                               squarePixels: 45))
        for light in [true, false] {
            for mark in [GameGIFSpriteSheet.Mark.plain, .lit] {
                let sprite = sheet.sprite(light: light, piece: nil, mark: mark)
                #expect(Set(sprite).count == 1 && sprite[0] < 4, "light \(light), \(mark)")
            }
        }
    }
}
