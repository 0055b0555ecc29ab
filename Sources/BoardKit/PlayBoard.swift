import ChessCore
import MotionKit

/// Draws `timeline` at scene time `t`, a pure function of `t`: each move is a spring from its
/// square to its destination starting at its instant, the moving piece above the others; a
/// captured piece (en passant's pawn included) fades out as the mover arrives; castling moves
/// king and rook together; a promoting pawn becomes its new piece as it lands; the last move
/// that has started is lit on both squares; a king in check is marked once the checking move
/// lands. Before the first instant it is the start position; from `timeline.restTime` on, the
/// same pixels as `drawBoard` of the final position with the last move. `annotations` are drawn
/// as they are at `t`; a caller whose marks change with the moves passes the ones of the moment.
public func playBoard(_ canvas: MotionCanvas, t: Double, origin: Point, side: Double, timeline: BoardTimeline,
                      annotations: BoardAnnotations = .none, theme: BoardTheme, pieces: PieceSet,
                      options: BoardOptions = BoardOptions()) {
    let geometry = BoardGeometry(origin: origin, side: side, orientation: options.orientation)
    var picture = timeline.picture(at: t, motion: options.motion)
    picture.annotations = annotations
    picture.draw(on: canvas, geometry: geometry, theme: theme, pieces: pieces, coordinates: options.coordinates,
                 showsCheck: options.showsCheck)
}
