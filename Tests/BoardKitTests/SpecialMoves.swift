import BoardKit
import ChessCore

/// One timeline per kind of move a board must animate right, each ending on the move in
/// question, played one second apart from t = 1.
struct SpecialMove: Sendable, CustomStringConvertible {
    let name: String
    let fen: String
    let san: [String]

    var description: String { name }

    func timeline() throws -> BoardTimeline {
        try BoardTimeline(fen: fen, moves: san.enumerated().map { TimedMove(san: $1, at: Double($0 + 1)) })
    }

    /// The instant the move in question starts.
    var lastInstant: Double { Double(san.count) }

    static let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    static let castling = "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1"

    static let capture = SpecialMove(name: "capture", fen: start, san: ["e4", "d5", "exd5"])
    static let kingsideCastling = SpecialMove(name: "castling-kingside", fen: castling, san: ["O-O"])
    static let queensideCastling = SpecialMove(name: "castling-queenside", fen: castling, san: ["a3", "O-O-O"])
    static let enPassant = SpecialMove(name: "en-passant", fen: start, san: ["e4", "a6", "e5", "d5", "exd6"])
    static func promotion(_ letter: String) -> SpecialMove {
        SpecialMove(name: "promotion-\(letter)", fen: "8/P7/7k/8/8/8/8/K7 w - - 0 1", san: ["a8=\(letter)"])
    }
    static let capturingPromotion = SpecialMove(name: "promotion-capture", fen: "1r5k/P7/8/8/8/8/8/K7 w - - 0 1", san: ["axb8=Q+"])
    static let check = SpecialMove(name: "check", fen: start, san: ["e4", "f6", "Qh5+"])

    static let all: [SpecialMove] = [capture, kingsideCastling, queensideCastling, enPassant]
        + ["Q", "R", "B", "N"].map(promotion) + [capturingPromotion, check]
}
