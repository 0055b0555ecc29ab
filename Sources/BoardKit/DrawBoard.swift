import ChessCore
import MotionKit

/// Draws `position` at rest: the static board a scene shows before anything moves, and what an
/// animation settles into. `lastMove` is highlighted on both its squares; a king in check is
/// marked; `annotations` lie between the highlights and the pieces. The board's top-left corner
/// is `origin` and each square is `side` box units.
public func drawBoard(_ canvas: MotionCanvas, position: Position, lastMove: Move? = nil, annotations: BoardAnnotations = .none,
                      origin: Point, side: Double, theme: BoardTheme, pieces: PieceSet, options: BoardOptions = BoardOptions()) {
    let geometry = BoardGeometry(origin: origin, side: side, orientation: options.orientation)
    BoardPicture(position: position, lastMove: lastMove, annotations: annotations)
        .draw(on: canvas, geometry: geometry, theme: theme, pieces: pieces, coordinates: options.coordinates,
              showsCheck: options.showsCheck)
}
