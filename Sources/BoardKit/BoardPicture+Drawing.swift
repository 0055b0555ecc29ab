import ChessCore
import MotionKit

extension BoardPicture {
    /// Draws in layers: squares, last-move highlight, check glow, annotations, pieces,
    /// coordinates. Annotations lie under the pieces, as chess sites draw them, so an arrow
    /// never hides the piece it points at; the coordinates come last so that a full-size piece
    /// never hides the letter in its corner. `showsCheck` false leaves a checked king unmarked.
    func draw(on canvas: MotionCanvas, geometry: BoardGeometry, theme: BoardTheme, pieces set: PieceSet, coordinates: Bool,
              showsCheck: Bool = true) {
        let colors = theme[canvas.environment.colorScheme]
        drawSquares(on: canvas, geometry: geometry, colors: colors, board: theme.board)
        if let lastMove {
            for square in [lastMove.from, lastMove.to] {
                canvas.fillRect(geometry.rect(of: square), colors.lastMove(isLight: square.isLight))
            }
        }
        if showsCheck, let check, check.strength > 0 {
            drawCheck(on: canvas, square: geometry.rect(of: check.square), color: colors.check, strength: check.strength)
        }
        annotations.draw(on: canvas, geometry: geometry, colors: colors)
        for placed in pieces where placed.opacity > 0 {
            var c = canvas
            c.fade(placed.opacity)
            Self.drawPiece(placed.piece, in: geometry.rect(file: placed.file, rank: placed.rank), on: c, pieces: set)
        }
        if coordinates { drawCoordinates(on: canvas, geometry: geometry, colors: colors) }
    }

    /// The frame as a slightly larger rectangle under the squares, then the light colour over
    /// the whole board and the dark squares on top: 33 fills instead of 64. A textured theme's
    /// image covers the whole board instead.
    private func drawSquares(on canvas: MotionCanvas, geometry: BoardGeometry, colors: BoardColors, board: BoardTexture?) {
        let bounds = geometry.bounds
        if colors.frame.alpha > 0 {
            let frame = bounds.insetBy(-Self.frameWidth(side: geometry.side))
            // Where opaque squares cover whole pixels, the frame under them never shows: only
            // its ring is filled, the same pixels for a sixth of the board's drawing at 720 px.
            // Elsewhere a square's edge pixels are partly the frame's, so it all goes under.
            if board == nil, colors.lightSquare.alpha >= 1, canvas.opacity >= 1, canvas.fallsOnWholePixels(bounds) {
                for strip in Self.ring(around: bounds, out: frame) { canvas.fillRect(strip, colors.frame) }
            } else {
                canvas.fillRect(frame, colors.frame)
            }
        }
        if let board {
            canvas.image(board.image, in: bounds)
            return
        }
        canvas.fillRect(bounds, colors.lightSquare)
        for square in Square.allCases where !square.isLight {
            canvas.fillRect(geometry.rect(of: square), colors.darkSquare)
        }
    }

    /// The part of `outer` outside `inner` as four rectangles that do not overlap: the rows
    /// above and below it whole, then the two sides between them.
    static func ring(around inner: Rect, out outer: Rect) -> [Rect] {
        [Rect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
         Rect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
         Rect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
         Rect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height)]
    }

    /// Thin enough to read as an edge, never more than a couple of units.
    static func frameWidth(side: Double) -> Double { min(2, max(0.5, side * 0.05)) }

    /// A red glow under the king, as chess sites draw it: a radial gradient from the theme's
    /// check colour in the middle to nothing at the square's edge, the same in raster, SVG, PDF
    /// and Lottie. `strength` scales its alpha, so the glow fades in and out with the check.
    private func drawCheck(on canvas: MotionCanvas, square: Rect, color: Color, strength: Double) {
        let alpha = color.alpha * strength
        let stops = Self.checkGlow.map { RadialGradient.Stop($0.offset, color.withAlpha(alpha * $0.alpha)) }
        canvas.fill(.rect(square), RadialGradient(center: square.center, radius: square.width / 2, stops: stops))
    }

    /// The glow's alpha from the centre out, as a share of the radius: nearly full colour where
    /// the king stands, gone at the edge (Web/board.js draws the same stops).
    static let checkGlow: [(offset: Double, alpha: Double)] = [(0, 1), (0.25, 0.9), (1, 0)]
}
