import ChessCore
import MotionKit

extension BoardPicture {
    /// Coordinates as lichess and chess.com write them: small, in a corner of the edge squares
    /// where a piece's body rarely reaches, each in the colour of the opposite square so it reads
    /// on its own square. File letters sit in the bottom-right corner of the bottom row, rank
    /// numbers in the top-left corner of the left column, as the viewer sees the board (so a
    /// flipped board writes h...a and 1...8 along the same edges).
    func drawCoordinates(on canvas: MotionCanvas, geometry: BoardGeometry, colors: BoardColors) {
        let side = geometry.side
        let style = TextStyle(size: side * Self.coordinateSize, weight: .bold)
        let inset = side * Self.coordinateInset
        // The text is centred on its logical line box, a little taller than the em size.
        let halfLine = style.size * 0.6
        for file in 0..<8 {
            guard let square = Square(file: file, rank: geometry.bottomRank) else { continue }
            let rect = geometry.rect(of: square)
            canvas.text(String(square.fileCharacter), at: Point(rect.maxX - inset, rect.maxY - inset - halfLine),
                        style: style, color: colors.coordinate(isLight: square.isLight), anchor: .trailing)
        }
        for rank in 0..<8 {
            guard let square = Square(file: geometry.leftFile, rank: rank) else { continue }
            let rect = geometry.rect(of: square)
            canvas.text(String(square.rankCharacter), at: Point(rect.minX + inset, rect.minY + inset + halfLine),
                        style: style, color: colors.coordinate(isLight: square.isLight), anchor: .leading)
        }
    }

    /// The em size and the corner inset as fractions of a square: small enough to stay clear
    /// of a centred piece's body, large enough to read on a phone-sized board.
    static let coordinateSize = 0.18
    static let coordinateInset = 0.035
}
