@testable import GameGIF
import Testing

/// The sheet lays its sprites in `slots` order and finds them by `slot(light:piece:mark:)`: the
/// two must agree, one sprite a slot.
@Suite("Game GIF sprite slots")
struct GameGIFSpriteSlotTests {
    @Test func eachSpriteIsAtTheSlotItsSquarePieceAndMarkName() {
        let slots = GameGIFSpriteSheet.slots
        #expect(slots.count == 2 * 13 * GameGIFSpriteSheet.Mark.allCases.count)
        for (index, sprite) in slots.enumerated() {
            #expect(GameGIFSpriteSheet.slot(light: sprite.light, piece: sprite.piece, mark: sprite.mark) == index, "\(sprite)")
        }
    }
}
