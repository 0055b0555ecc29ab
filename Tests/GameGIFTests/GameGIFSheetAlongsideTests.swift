import ChessMotionSupport
import GIFCodec
@testable import GameGIF
import Synchronization
import Testing

/// A command draws its sheet in the same pass as its frames' positions
/// (`GameGIFRenderer.drawn(style:alongside:)`). Whether a sheet holds every part it draws is
/// judged by `GameGIFLookTests` (a dropped part fails its frames); here, that drawing it
/// alongside other work changes nothing: the same sheet, the work run once and returned whole,
/// and a sheet that cannot be drawn still saying why.
@Suite("A sprite sheet drawn alongside other work")
struct GameGIFSheetAlongsideTests {
    @Test(arguments: ["opera-game.pgn", "lichess-clocks.pgn"])
    func theSheetIsTheOneDrawnAloneAndTheWorkComesBack(file: String) throws {
        let (style, frames) = try GameGIFRunsTests.frames(file)
        let alone = try GameGIFRenderer(style: style)
        let runs = Mutex(0)
        let (renderer, made) = try GameGIFRenderer.drawn(style: style) {
            runs.withLock { $0 += 1 }
            return frames
        }
        #expect(runs.withLock { $0 } == 1, "the work runs once")
        #expect(made.map(\.board) == frames.map(\.board) && made.map(\.delay) == frames.map(\.delay))
        #expect(renderer.palette == alone.palette, "\(file): the palette")
        #expect(renderer.sheet.sprites == alone.sheet.sprites, "\(file): the sprites")
        #expect(try renderer.gif(frames, comment: file) == alone.gif(frames, comment: file))
    }

    /// With sheets kept in a folder or in memory, or none, a size the sheet refuses is refused
    /// before anything is drawn or looked for.
    @Test(arguments: ["none", "folder", "memory"])
    func aSheetThatCannotBeDrawnStillThrowsItsError(kept: String) throws {
        var (style, _) = try GameGIFRunsTests.frames("opera-game.pgn")
        style.squarePixels = 44
        let store: GameGIFSheetStore? = switch kept {
        case "folder": .folder(try GameGIFSheetFolderTests.folder())
        case "memory": .memory(GameGIFSheetMemory())
        default: nil
        }
        let runs = Mutex(0)
        #expect {
            _ = try GameGIFRenderer.drawn(style: style, keptIn: store) { runs.withLock { $0 += 1 } }
        } throws: { error in
            guard case .squarePixels(44, _) = error as? GameGIFError else { return false }
            return true
        }
        #expect(runs.withLock { $0 } == 0, "nothing is drawn for a size the sheet refuses")
    }
}
