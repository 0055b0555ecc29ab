import Foundation
@testable import GameGIF
import Testing

/// Sprite sheets kept in a service's memory (`GameGIFSheetMemory`): a GIF is the same bytes
/// from a kept sheet, a style asked for again uses it, and the memory keeps only its newest.
@Suite("Sprite sheets kept in memory")
struct GameGIFSheetMemoryTests {
    @Test func aStyleAskedForAgainUsesTheKeptSheetAndTheSameBytes() throws {
        let (style, frames) = try GameGIFRunsTests.frames("lichess-clocks.pgn")
        let memory = GameGIFSheetMemory()
        let drawn = try GameGIFSheetFolderTests.gif(style, frames, keptIn: nil)
        #expect(memory.sheet(for: style) == nil)
        for round in 1...2 {
            let gif = try GameGIFRenderer.drawn(style: style, keptIn: .memory(memory)) { frames }.renderer.gif(frames, comment: "kept")
            #expect(gif == drawn, "round \(round)")
            #expect(memory.count == 1, "round \(round)")
        }
        let kept = try #require(memory.sheet(for: style))
        let alone = try GameGIFRenderer(style: style).sheet
        #expect(kept.palette == alone.palette && kept.sprites == alone.sprites)
    }

    /// Past `capacity`, the style used longest ago goes; using one makes it the newest.
    @Test func theMemoryKeepsTheStylesUsedLast() throws {
        let (style, _) = try GameGIFRunsTests.frames("opera-game.pgn")
        let memory = GameGIFSheetMemory(capacity: 2)
        var sizes = [45, 48, 51].map { side in
            var sized = style
            sized.squarePixels = side
            return sized
        }
        for sized in sizes.prefix(2) { _ = try GameGIFRenderer.drawn(style: sized, keptIn: .memory(memory)) {} }
        #expect(memory.sheet(for: sizes[0]) != nil, "used again: now the newest")
        _ = try GameGIFRenderer.drawn(style: sizes[2], keptIn: .memory(memory)) {}
        #expect(memory.count == 2)
        #expect(memory.sheet(for: sizes[1]) == nil, "the one used longest ago went")
        #expect(memory.sheet(for: sizes[0]) != nil && memory.sheet(for: sizes[2]) != nil)
        sizes[0].coordinates = true
        _ = try GameGIFRenderer.drawn(style: sizes[0], keptIn: .memory(memory)) {}
        #expect(memory.count == 2 && memory.sheet(for: sizes[0]) == nil, "a lettered style is drawn each time")
    }
}
