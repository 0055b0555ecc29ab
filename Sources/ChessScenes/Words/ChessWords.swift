import BoardKit
import ChessCore

/// Chess said in words, in one locale: a piece ("white pawn"), a move ("black queen takes on
/// d1, check"), a move's caption ("12... Qxd1+ — black queen takes on d1, check"). Every word
/// comes from the strings files (`speech.*` keys), so a language drops in as a file; the only
/// things written here are the notation a caption quotes (the move number and SAN), which is
/// the same in every language.
package struct ChessWords: Sendable {
    package let words: Localizer

    package init(_ words: Localizer) {
        self.words = words
    }

    /// The key naming a piece of a side ("speech.piece.white.pawn").
    package static func pieceKey(_ piece: Piece) -> String { "speech.piece.\(piece.side).\(piece.kind)" }

    /// The key naming a kind alone, for one or for several ("speech.kind.rook", "speech.kinds.rook").
    package static func kindKey(_ kind: PieceKind, plural: Bool = false) -> String {
        (plural ? "speech.kinds." : "speech.kind.") + kind.description
    }

    /// "white pawn", "dama negra".
    package func piece(_ piece: Piece) -> String { words.text(Self.pieceKey(piece)) }

    /// "rook", "rooks".
    package func kind(_ kind: PieceKind, count: Int = 1) -> String { words.text(Self.kindKey(kind, plural: count != 1)) }

    /// "White", "Negras": a side as a name, the words a game's player bar uses.
    package func side(_ side: Side) -> String { words.text(side == .white ? .gameWhite : .gameBlack) }

    /// What a move does, in words: "white pawn to e4", "black queen takes on d1, check",
    /// "white castles kingside", "white pawn to e8, promotes to queen, checkmate".
    package func move(_ effects: MoveEffects) -> String {
        let mover = effects.piece.side
        var said: String
        if effects.isNull {
            said = words.text(mover == .white ? .speechWhitePasses : .speechBlackPasses)
        } else if let rook = effects.rookMove {
            // The rook's side of the king says which way, in Chess960 too.
            let kingside = rook.from.file > effects.from.file
            let key: SceneStringKey = switch (mover, kingside) {
            case (.white, true): .speechWhiteCastlesKingside
            case (.white, false): .speechWhiteCastlesQueenside
            case (.black, true): .speechBlackCastlesKingside
            case (.black, false): .speechBlackCastlesQueenside
            }
            said = words.text(key)
        } else {
            let key: SceneStringKey = effects.isEnPassant ? .speechEnPassant : effects.captured != nil ? .speechCapture : .speechMove
            said = words.text(key, ["piece": piece(effects.piece), "square": effects.to.name])
        }
        if let promotion = effects.promotion {
            said = words.text(.speechPromotion, ["move": said, "kind": kind(promotion.kind)])
        }
        if effects.isCheckmate {
            said = words.text(.speechCheckmate, ["move": said])
        } else if effects.givesCheck {
            said = words.text(.speechCheck, ["move": said])
        }
        return said
    }

    /// "1. e4", "12... Qxd1+": the move's number as a score sheet writes it, then its SAN.
    package static func numbered(_ step: BoardTimeline.Step) -> String {
        let number = step.before.fullmoveNumber
        return (step.before.sideToMove == .white ? "\(number). " : "\(number)... ") + step.san
    }

    /// A move's caption: "12... Qxd1+ — black queen takes on d1, check".
    package func caption(_ step: BoardTimeline.Step) -> String {
        Self.numbered(step) + " \u{2014} " + move(step.effects)
    }

    /// Items as a sentence lists them: "a", "a and b", "a, b and c" (`alt.list-and`).
    package func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return words.text(.altListAnd, ["list": items.dropLast().joined(separator: ", "), "last": last])
    }
}
