import ChessCore
import MotionKit

/// Where each square of a board sits in box coordinates. Positions are fractional (file, rank)
/// pairs so that a piece half-way between squares has a place too.
package struct BoardGeometry: Sendable, Hashable {
    /// The top-left corner of the board.
    package var origin: Point
    /// One square's side in box units.
    package var side: Double
    /// The side whose pieces start at the bottom: `.black` draws the board from Black's seat.
    package var orientation: Side

    package init(origin: Point, side: Double, orientation: Side = .white) {
        self.origin = origin
        self.side = side
        self.orientation = orientation
    }

    /// The eight-by-eight area the squares cover.
    package var bounds: Rect { Rect(x: origin.x, y: origin.y, width: 8 * side, height: 8 * side) }

    /// The top-left corner of the cell at (file, rank), which may be fractional.
    package func corner(file: Double, rank: Double) -> Point {
        let column = orientation == .white ? file : 7 - file
        let row = orientation == .white ? 7 - rank : rank
        return Point(origin.x + column * side, origin.y + row * side)
    }

    package func rect(file: Double, rank: Double) -> Rect {
        Rect(origin: corner(file: file, rank: rank), size: Size(side, side))
    }

    package func rect(of square: Square) -> Rect {
        rect(file: Double(square.file), rank: Double(square.rank))
    }

    package func center(of square: Square) -> Point { rect(of: square).center }

    /// The squares along the bottom edge and the left edge as seen by the viewer, where the
    /// coordinates are written.
    var bottomRank: Int { orientation == .white ? 0 : 7 }
    var leftFile: Int { orientation == .white ? 0 : 7 }
}
