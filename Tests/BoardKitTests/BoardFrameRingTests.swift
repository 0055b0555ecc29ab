@testable import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport
import Testing

/// Where the squares fall on whole pixels, the frame under them is filled only as the ring that
/// shows; the pixels must be those of the whole frame drawn under the squares, as it still is
/// where the squares' edges fall between pixels.
@Suite("board frame ring")
struct BoardFrameRingTests {
    /// The empty board, or the frame drawn whole and the squares over it (the drawing the ring
    /// stands in for), at `scale` pixels a unit with the board `origin` units from the corner.
    struct EmptyBoard: MotionScene {
        let theme: BoardTheme
        let pieces: PieceSet
        let origin: Point
        let side: Double
        let frameWhole: Bool
        let duration = 1.0
        let stillTime = 0.0
        var box: Size { Size(8 * side + 2 * origin.x, 8 * side + 2 * origin.y) }

        func draw(_ canvas: inout MotionCanvas, t: Double) {
            let geometry = BoardGeometry(origin: origin, side: side)
            guard frameWhole else {
                BoardPicture(lastMove: nil, check: nil, pieces: []).draw(on: canvas, geometry: geometry, theme: theme, pieces: pieces,
                                                                         coordinates: false)
                return
            }
            let colors = theme[canvas.environment.colorScheme]
            canvas.fillRect(geometry.bounds.insetBy(-BoardPicture.frameWidth(side: side)), colors.frame)
            canvas.fillRect(geometry.bounds, colors.lightSquare)
            for square in Square.allCases where !square.isLight { canvas.fillRect(geometry.rect(of: square), colors.darkSquare) }
        }
    }

    static func pixels(origin: Point, side: Double, scale: Double, frameWhole: Bool) throws -> RasterImage {
        let scene = EmptyBoard(theme: try BoardFixtures.theme(), pieces: try BoardFixtures.pieces(), origin: origin, side: side,
                               frameWhole: frameWhole)
        let renderer = FrameRenderer(scene: scene, palettes: try BoardFixtures.palettes.get())
        let size = PixelSize(width: Int((scene.box.width * scale).rounded()), height: Int((scene.box.height * scale).rounded()))
        return try renderer.raster(at: 0, size: size)
    }

    /// The bench's board (70-pixel squares at 720 px, a frame 3.5 pixels wide, its outer edge
    /// between pixels) with room for the frame on every side, the same at 360 and 1080, and two
    /// sizes whose squares fall between pixels.
    @Test(arguments: [(Point(40, 4), 35.0, 2.0), (Point(40, 4), 35.0, 1.0), (Point(40, 4), 35.0, 3.0),
                      (Point(40, 4), 35.0, 1.37), (Point(4.25, 3), 24.0, 1.5)])
    func theRingDrawsTheWholeFramesPixels(origin: Point, side: Double, scale: Double) throws {
        let theme = try BoardFixtures.theme()
        #expect(theme[.light].frame.alpha > 0, "the theme has a frame to draw")
        let ring = try Self.pixels(origin: origin, side: side, scale: scale, frameWhole: false)
        let whole = try Self.pixels(origin: origin, side: side, scale: scale, frameWhole: true)
        #expect(ring == whole, "origin \(origin), side \(side), scale \(scale)")
    }
}
