import ChessCore
import MotionKit

extension PieceSet {
    /// The drawing for `piece`. Every loaded set has all twelve, so this cannot miss.
    package func image(for piece: Piece) -> SVGImage {
        let kindIndex = switch piece.kind {
        case .king: 0
        case .queen: 1
        case .rook: 2
        case .bishop: 3
        case .knight: 4
        case .pawn: 5
        }
        return images[(piece.side == .white ? 0 : 6) + kindIndex]
    }
}
