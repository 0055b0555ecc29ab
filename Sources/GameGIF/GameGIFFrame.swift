import ChessCore
import ChessScenes

/// One frame of a game GIF as facts: the placement, the lit move, the king in check, the bars,
/// a badge and any drawing over them, and how long it is shown.
package struct GameGIFFrame: Sendable {
    package var board: Board
    /// The last move's two squares, highlighted.
    package var lastMove: (from: Square, to: Square)?
    /// The king marked in check.
    package var check: Square?
    /// Hundredths of a second the frame is shown; at least 2 (Chromium and Firefox show 0 or 1 as 10).
    package var delay: Int
    /// The bars, when the style has them: white's and black's.
    package var whiteBar: PlayerBar?
    package var blackBar: PlayerBar?
    /// Drawn over the board and bars, in order (a move's badge, a result, arrows).
    package var overlays: [GameGIFOverlay]

    package init(board: Board, lastMove: (from: Square, to: Square)? = nil, check: Square? = nil, delay: Int,
                 whiteBar: PlayerBar? = nil, blackBar: PlayerBar? = nil, overlays: [GameGIFOverlay] = []) {
        self.board = board
        self.lastMove = lastMove
        self.check = check
        self.delay = delay
        self.whiteBar = whiteBar
        self.blackBar = blackBar
        self.overlays = overlays
    }
}
