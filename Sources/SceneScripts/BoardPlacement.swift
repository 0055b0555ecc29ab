import MotionKit

/// Where a scripted scene's board sits in the box: at a written origin, or centred. The side is
/// one square's size in box units, as `playBoard` takes it.
public enum BoardPlacement: Sendable, Hashable {
    case centred(side: Double)
    case origin(Point, side: Double)

    /// 25 units a square: the bots scene's board, 200 wide, which leaves room for a caption.
    public static let defaultSide = 25.0
    public static let `default` = BoardPlacement.centred(side: defaultSide)

    public var side: Double {
        switch self {
        case .centred(let side), .origin(_, let side): side
        }
    }

    /// The board's top-left corner in a box of `box`'s size.
    public func origin(in box: Size) -> Point {
        switch self {
        case .centred(let side): Point((box.width - 8 * side) / 2, (box.height - 8 * side) / 2)
        case .origin(let point, _): point
        }
    }

    /// The eight-by-eight squares' outline in box coordinates.
    public func frame(in box: Size) -> Rect {
        Rect(origin: origin(in: box), size: Size(8 * side, 8 * side))
    }
}
