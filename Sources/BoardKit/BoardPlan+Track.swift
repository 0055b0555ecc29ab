extension BoardPlan {
    /// One piece's life on the board: where it starts, its hops (the castling rook's included),
    /// the instant of the capture that removes it and the promotion that changes it.
    struct Track: Encodable, Sendable {
        struct Hop: Encodable, Sendable {
            var from: String
            var to: String
            var instant: Double
        }

        struct Promotion: Encodable, Sendable {
            var piece: String
            var instant: Double
        }

        var piece: String
        var square: String
        var hops: [Hop]
        var captured: Double?
        var promotion: Promotion?

        init(_ track: PieceTrack) {
            piece = track.piece.assetName
            square = track.square.name
            hops = track.hops.map { Hop(from: $0.from.name, to: $0.to.name, instant: $0.instant) }
            captured = track.capturedAt
            promotion = track.promotion.map { Promotion(piece: $0.piece.assetName, instant: $0.instant) }
        }
    }
}
