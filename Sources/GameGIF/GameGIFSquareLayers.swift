import BoardKit
import ChessCore
import MotionKit

/// A square's layers drawn apart, each once, by the board's own drawing code: the six grounds
/// (light or dark; plain, lit or under the check glow), the twelve pieces and, when the style
/// shows them, the coordinate letters. The board draws a piece over the ground and the letters
/// over everything, so every kind of square is these layers laid together with Cairo's OVER:
/// 18 drawings instead of one per combination, which was most of a sprite sheet's time.
struct GameGIFSquareLayers: Sendable {
    let side: Int
    /// Opaque, in `groundSlot` order.
    let grounds: [RasterImage]
    /// Premultiplied on a clear square, in `GameGIFSpriteSheet.pieces` order.
    let pieces: [RasterImage]
    /// Premultiplied on a clear square, for each square that carries a letter.
    let labels: [Square: RasterImage]

    init(style: GameGIFStyle) throws(GameGIFError) {
        side = style.squarePixels
        let pixels = PixelSize(width: side, height: side)
        let geometry = style.boardGeometry, theme = style.theme, set = style.pieces
        // A light and a dark square inside the board, away from its frame.
        let light = Square("d5")!, dark = Square("d4")!
        var grounds: [RasterImage] = []
        for square in [light, dark] {
            for mark in GameGIFSpriteSheet.Mark.allCases {
                grounds.append(try PartScene.raster(origin: geometry.rect(of: square).origin, pixels: pixels, scale: style.scale,
                                                    style: style) { canvas in
                    drawBoardSquare(canvas, square: square, piece: nil, lit: mark == .lit, check: mark == .check,
                                    geometry: geometry, theme: theme, pieces: set)
                })
            }
        }
        self.grounds = grounds
        var pieces: [RasterImage] = []
        for piece in GameGIFSpriteSheet.pieces {
            pieces.append(try PartScene.raster(origin: geometry.rect(of: light).origin, pixels: pixels, scale: style.scale,
                                               style: style, clear: true) { canvas in
                drawBoardPiece(canvas, piece: piece, on: light, geometry: geometry, pieces: set)
            })
        }
        self.pieces = pieces
        var labels: [Square: RasterImage] = [:]
        if style.coordinates {
            // Every letter at once on a clear board, then cut square by square.
            let board = try PartScene.raster(origin: geometry.bounds.origin, pixels: PixelSize(width: 8 * side, height: 8 * side),
                                             scale: style.scale, style: style, clear: true) { canvas in
                drawBoardCoordinates(canvas, geometry: geometry, theme: theme)
            }
            for square in geometry.coordinateSquares {
                labels[square] = Self.cut(board, x: style.column(of: square) * side, y: style.row(of: square) * side, side: side)
            }
        }
        self.labels = labels
    }

    static func groundSlot(light: Bool, mark: GameGIFSpriteSheet.Mark) -> Int {
        (light ? 0 : 1) * GameGIFSpriteSheet.Mark.allCases.count + mark.rawValue
    }

    /// The square as the board draws it: ground, piece, then `label`'s letters if it has any.
    func square(light: Bool, piece: Piece?, mark: GameGIFSpriteSheet.Mark, label: Square? = nil) -> RasterImage {
        var pixels = grounds[Self.groundSlot(light: light, mark: mark)].pixels
        if let piece, let index = GameGIFSpriteSheet.pieces.firstIndex(of: piece) { Self.lay(pieces[index], over: &pixels) }
        if let label, let letters = labels[label] { Self.lay(letters, over: &pixels) }
        return RasterImage(width: side, height: side, pixels: pixels)
    }

    /// Cairo's OVER on premultiplied bytes, with pixman's rounding of a product of two bytes,
    /// so a laid square is the pixels Cairo draws for the layers in turn.
    static func lay(_ top: RasterImage, over bottom: inout [UInt8]) {
        top.pixels.withUnsafeBufferPointer { source in
            bottom.withUnsafeMutableBufferPointer { target in
                for pixel in stride(from: 0, to: min(source.count, target.count), by: 4) {
                    let keep = 255 - UInt32(source[pixel + 3])
                    if keep == 255 { continue }
                    for channel in pixel..<(pixel + 4) {
                        let product = UInt32(target[channel]) * keep + 0x80
                        target[channel] = UInt8(min(255, UInt32(source[channel]) + ((product + (product >> 8)) >> 8)))
                    }
                }
            }
        }
    }

    private static func cut(_ raster: RasterImage, x: Int, y: Int, side: Int) -> RasterImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(side * side * 4)
        for row in y..<(y + side) {
            let start = (row * raster.width + x) * 4
            pixels += raster.pixels[start..<(start + side * 4)]
        }
        return RasterImage(width: side, height: side, pixels: pixels)
    }
}
