import SceneScripts
import BoardKit
import ChessCore
import ChessScenes
import MotionKit
import TestSupport
import Testing

@Suite("Scripted scenes: a script drawn as a scene")
struct ScriptedSceneTests {
    /// At scale 2 every square is 50 pixels on whole-pixel edges, so tiles compare exactly.
    let size = PixelSize(width: 720, height: 560)

    func scene(_ text: String) throws -> ScriptedScene {
        try ScriptedScene(script: SceneScript(parsing: text),
                          theme: ScriptExamples.themes.theme(named: "green"),
                          pieces: ScriptExamples.pieceSets.pieceSet(named: "staunton"))
    }

    func render(_ scene: ScriptedScene, at t: Double) throws -> RasterImage {
        try FrameRenderer(scene: scene, palettes: Fixtures.palettes()).raster(at: t, size: size)
    }

    /// The pixels of rows `rows` (in pixels).
    func rows(_ image: RasterImage, _ rows: Range<Int>) -> ArraySlice<UInt8> {
        image.pixels[(rows.lowerBound * image.width * 4)..<(rows.upperBound * image.width * 4)]
    }

    /// One square's tile at scale 2 for a board at (80, 40) with squares of 25.
    func tile(_ image: RasterImage, column: Int, row: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in (80 + row * 50)..<(80 + row * 50 + 50) {
            let start = (y * image.width + 160 + column * 50) * 4
            bytes += image.pixels[start..<(start + 200)]
        }
        return bytes
    }

    @Test func theSceneTakesItsTimingFromTheScript() throws {
        let scene = try scene("name: T\nduration: 7\nstill: 5\nspeed: 1.5\nmoves:\n 1 e4\n")
        #expect(scene.duration == 7 && scene.stillTime == 5 && scene.speed == 1.5)
        #expect(scene.box == .sceneBox)
    }

    @Test func anInvalidScriptIsRefusedWithItsErrors() throws {
        let script = try SceneScript(parsing: "name: T\nduration: 6\nstill: 4.6\nmoves:\n 1 e4\n 2 e4\n")
        #expect {
            _ = try ScriptedScene(script: script, theme: ScriptExamples.themes.theme(named: "green"),
                                  pieces: ScriptExamples.pieceSets.pieceSet(named: "staunton"))
        } throws: { error in
            guard let error = error as? SceneScriptError else { return false }
            return error.diagnostics.map(\.code) == ["illegal-move"]
                && error.description == "6:4: error: ply 2 (1... e4) is illegal: no black pawn can reach e4"
        }
    }

    @Test func aCaptionShowsOnlyInItsSpan() throws {
        let scene = try scene("name: T\nduration: 6\nstill: 4.6\nmoves:\n 0.5 e4\ncaption 3-4 \"Hello\"\n")
        let before = try render(scene, at: 2.5), during = try render(scene, at: 3.5), after = try render(scene, at: 4.5)
        // The board (rows 80..<480) is the same; the caption's band near the bottom is not.
        #expect(rows(before, 0..<490) == rows(during, 0..<490))
        #expect(rows(before, 500..<550) != rows(during, 500..<550))
        #expect(before == after)
    }

    @Test func blackAtTheBottomTurnsTheBoardRound() throws {
        let white = try render(scene("name: T\nduration: 6\nstill: 4.6\nmoves:\n 0.5 h3\n"), at: 4.6)
        let black = try render(scene("name: T\nduration: 6\nstill: 4.6\norientation: black\nmoves:\n 0.5 h3\n"), at: 4.6)
        #expect(white != black)
        // e1 holds the white king: bottom row, fifth column for White; top row, fourth for Black.
        #expect(tile(white, column: 4, row: 7) == tile(black, column: 3, row: 0))
        #expect(tile(white, column: 3, row: 0) == tile(black, column: 4, row: 7))
    }

    @Test func theWholeSceneFadesInAndOut() throws {
        let scene = try scene("name: T\nduration: 6\nstill: 4.6\nmoves:\n 0.5 e4\ncaption 0-6 \"Always\"\n")
        let empty = try FrameRenderer(scene: EmptyScene(), palettes: Fixtures.palettes()).raster(at: 0, size: size)
        #expect(try render(scene, at: 0) == empty)
        #expect(try render(scene, at: 5.95) == empty)
        #expect(try render(scene, at: 3) != empty)
        #expect(scene.script.opacity(at: 0.125) > 0 && scene.script.opacity(at: 0.125) < 1)
    }

    @Test func theStillFrameShowsTheSettledFinalPosition() throws {
        let scene = try scene("name: T\nduration: 6\nstill: 4.6\nmoves:\n 1 e4\n 2 e5\n")
        // The validator placed the still after the last settle, so the board is at rest there:
        // every later instant before the fade-out draws the same frame.
        #expect(scene.timeline.restTime() <= scene.stillTime)
        #expect(try render(scene, at: scene.stillTime) == render(scene, at: 5.3))
    }
}

private struct EmptyScene: MotionScene {
    let duration = 1.0
    let stillTime = 0.0
    func draw(_ canvas: inout MotionCanvas, t: Double) {}
}
