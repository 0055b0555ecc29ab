import ChessMotionSupport
import ChessScenes
import GameGIF
import MotionKit

extension GameMoveFrames {
    /// The style these frames are composed in (`GameGIFRenderer`) at `width` pixels, in the
    /// scheme and colours of `renderer`, which would draw the scene whole; nil at a width whose
    /// squares are not whole pixels (not a multiple of 24) or whose board is an image, which
    /// only drawing can show.
    package func spriteStyle(width: Int, renderer: FrameRenderer) -> GameGIFStyle? {
        GameGIFStyle.squarePixels(exactlyFitting: width).map {
            GameGIFStyle(scene: positions.game, palettes: renderer.palettes, colorScheme: renderer.environment.colorScheme,
                         squarePixels: $0)
        }.flatMap { $0.drawsPlainSquares ? $0 : nil }
    }

    /// The GIF of these frames composed from sprites: each position as `GamePositions` draws it.
    /// `workers`: threads that code the frames (`GameGIFRenderer.gif`); `sheets`: where the
    /// sprite sheet is kept between renders (`GameGIFSheetStore`).
    package func spriteGIF(style: GameGIFStyle, loopCount: Int?, deadline: RenderDeadline = .none,
                           workers: Int = 1, sheets: GameGIFSheetStore? = nil) throws(GameGIFError) -> [UInt8] {
        let game = positions.game, delays = delays
        let (renderer, frames) = try GameGIFRenderer.drawn(style: style, keptIn: sheets) {
            GameGIFFrame.positions(of: game, delays: delays)
        }
        return try renderer.gif(frames, comment: comment, loopCount: loopCount, deadline: deadline, workers: workers)
    }
}
