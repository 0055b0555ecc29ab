import BoardKit
import ChessCore
import MotionKit

/// Everything a game GIF's look depends on besides its frames: the board's theme and pieces,
/// the app's colours and scheme, the side at the bottom, the size, and whether player bars
/// frame the board. One sprite sheet is drawn per style, so a service keeps one renderer per
/// style it is asked for.
package struct GameGIFStyle: Sendable {
    package var theme: BoardTheme
    package var pieces: PieceSet
    /// The app's colour tokens: the bars, the badges' shadows.
    package var palettes: PaletteSet
    package var colorScheme: ColorScheme
    package var orientation: Side
    /// One square's side in pixels: 90 makes lichess's 720-pixel board.
    package var squarePixels: Int
    /// Player bars above and below the board (720 x 840 rather than 720 x 720 at 90).
    package var players: Bool
    /// The board's coordinate letters on its bottom rank and left file, as the board draws them.
    package var coordinates: Bool

    package init(theme: BoardTheme, pieces: PieceSet, palettes: PaletteSet, colorScheme: ColorScheme = .light,
                 orientation: Side = .white, squarePixels: Int = 90, players: Bool = true, coordinates: Bool = false) {
        self.theme = theme
        self.pieces = pieces
        self.palettes = palettes
        self.colorScheme = colorScheme
        self.orientation = orientation
        self.squarePixels = squarePixels
        self.players = players
        self.coordinates = coordinates
    }

    /// lila-gif's square; the smallest and largest a sprite sheet is drawn at (a 96 to 1920
    /// pixel board). A multiple of 3, so a bar (two thirds of a square) is whole pixels.
    package static let standardSquarePixels = 90
    package static let squarePixelRange = 12...240

    /// A square's side in the scene's box units (the game scene's 360-unit board).
    static let squareUnits = 45.0
    /// A bar's height in box units.
    static let barUnits = 30.0

    /// The square of a frame exactly `width` pixels wide, when its squares and bars are whole
    /// pixels there (a multiple of 24 wide, squares within the range); nil otherwise.
    package static func squarePixels(exactlyFitting width: Int) -> Int? {
        let square = width / 8
        return width % 24 == 0 && squarePixelRange.contains(square) ? square : nil
    }

    /// Whether a sprite sheet can draw this board: two square colours, not a board image whose
    /// every square differs. A renderer with a choice draws a textured board whole instead.
    package var drawsPlainSquares: Bool { theme.board == nil }

    /// The frame's size in pixels.
    package var pixelSize: PixelSize { PixelSize(width: width, height: height) }

    /// Pixels per box unit.
    var scale: Double { Double(squarePixels) / Self.squareUnits }
    var barPixels: Int { squarePixels * 2 / 3 }
    var width: Int { 8 * squarePixels }
    var height: Int { 8 * squarePixels + (players ? 2 * barPixels : 0) }
    /// The board's top edge in pixels.
    var boardTop: Int { players ? barPixels : 0 }
    /// The board's top edge in box units.
    var boardTopUnits: Double { players ? Self.barUnits : 0 }

    /// The board where the frame draws it, in box units.
    var boardGeometry: BoardGeometry {
        BoardGeometry(origin: Point(0, boardTopUnits), side: Self.squareUnits, orientation: orientation)
    }

    /// A square's column and row on the board as the frame shows it, counted from the top left.
    func column(of square: Square) -> Int { orientation == .white ? square.file : 7 - square.file }
    func row(of square: Square) -> Int { orientation == .white ? 7 - square.rank : square.rank }

    /// The environment the parts are drawn in.
    var environment: MotionEnvironment { MotionEnvironment(colorScheme: colorScheme) }
}
