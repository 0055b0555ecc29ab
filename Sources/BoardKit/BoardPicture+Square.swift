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

/// Draws `piece` alone on `square`, as the board's drawing lays it over the square's layers:
/// a renderer that pre-draws squares draws each piece once and lays it over every kind of
/// square itself, instead of drawing each combination.
package func drawBoardPiece(_ canvas: MotionCanvas, piece: Piece, on square: Square, geometry: BoardGeometry, pieces: PieceSet) {
    BoardPicture.drawPiece(piece, in: geometry.rect(of: square), on: canvas, pieces: pieces)
}

/// Draws the board's coordinate letters alone, where the board draws them (over everything
/// else on their squares), for a renderer that lays them over pre-drawn squares.
package func drawBoardCoordinates(_ canvas: MotionCanvas, geometry: BoardGeometry, theme: BoardTheme) {
    BoardPicture(lastMove: nil, check: nil, pieces: []).drawCoordinates(on: canvas, geometry: geometry, colors: theme[canvas.environment.colorScheme])
}

extension BoardPicture {
    /// One piece into its square's rectangle: the one way the board draws a piece.
    static func drawPiece(_ piece: Piece, in rect: Rect, on canvas: MotionCanvas, pieces set: PieceSet) {
        canvas.image(set.image(for: piece), in: rect)
    }
}

extension BoardGeometry {
    /// The squares `drawBoardCoordinates` draws on: the bottom rank's and the left file's.
    package var coordinateSquares: [Square] {
        Square.allCases.filter { $0.rank == bottomRank || $0.file == leftFile }
    }
}
