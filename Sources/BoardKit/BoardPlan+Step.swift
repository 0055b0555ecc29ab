import ChessCore

extension BoardPlan {
    /// One move as the page draws it: its instant and squares, the SAN and mover for the move
    /// list, what it captures, the castling rook's hop, the promotion, the check it gives.
    struct Step: Encodable, Sendable {
        struct RookHop: Encodable, Sendable {
            var from: String
            var to: String
        }

        var instant: Double
        var san: String
        var from: String
        var to: String
        var side: String
        var moveNumber: Int
        /// The captured piece's square (not `to` for en passant).
        var capture: String?
        var rook: RookHop?
        /// The promoted piece's asset name ("wQ").
        var promotion: String?
        /// The checked king's square after the move.
        var check: String?
        var mate: Bool

        init(_ step: BoardTimeline.Step) {
            let effects = step.effects
            let after = step.after
            instant = step.instant
            san = step.san
            from = step.move.from.name
            to = step.move.to.name
            side = step.before.sideToMove.description
            moveNumber = step.before.fullmoveNumber
            capture = effects.captured?.square.name
            rook = effects.rookMove.map { RookHop(from: $0.from.name, to: $0.to.name) }
            promotion = effects.promotion?.assetName
            check = after.isCheck ? after.kingSquare(of: after.sideToMove).name : nil
            mate = effects.isCheckmate
        }
    }
}
