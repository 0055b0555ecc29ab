import ChessScenes
import GameGIF
import MotionKit

extension GameMoveFrames {
    /// The style these frames are composed in (`GameGIFRenderer`): the scene's board at the
    /// largest lila-gif-style square that fits `width`, in the scheme and colours of `renderer`,
    /// which would draw the scene whole.
    package func spriteStyle(width: Int, renderer: FrameRenderer) -> GameGIFStyle {
        GameGIFStyle(scene: positions.game, palettes: renderer.palettes, colorScheme: renderer.environment.colorScheme,
                     squarePixels: GameGIFStyle.squarePixels(fittingWidth: width))
    }

    /// The GIF of these frames composed from sprites: each position as `GamePositions` draws it.
    package func spriteGIF(style: GameGIFStyle, loopCount: Int?) throws(GameGIFError) -> [UInt8] {
        let frames = GameGIFFrame.positions(of: positions.game, delays: delays)
        return try GameGIFRenderer(style: style).gif(frames, comment: comment, loopCount: loopCount)
    }
}
