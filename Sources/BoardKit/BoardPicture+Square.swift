import ChessCore
import MotionKit

/// Draws one square at rest, as the whole board's drawing draws it: its colour, the last-move
/// highlight when `lit`, the check glow when `check`, and `piece`. For a renderer that
/// pre-draws every kind of square once and composes boards from the copies: the same layers in
/// the same order, so a composed board and a drawn one are the same pixels.
package func drawBoardSquare(_ canvas: MotionCanvas, square: Square, piece: Piece?, lit: Bool, check: Bool,
                             geometry: BoardGeometry, theme: BoardTheme, pieces: PieceSet) {
    let placed = piece.map { [BoardPicture.PlacedPiece(piece: $0, file: Double(square.file), rank: Double(square.rank), opacity: 1)] }
    // The highlight's other square is any other: it falls outside a canvas cut to this square.
    let other = Square.allCases[square.rawValue == 0 ? 1 : 0]
    BoardPicture(lastMove: lit ? (square, other) : nil, check: check ? (square, 1) : nil, pieces: placed ?? [])
        .draw(on: canvas, geometry: geometry, theme: theme, pieces: pieces, coordinates: false)
}
