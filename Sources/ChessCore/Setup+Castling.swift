extension Setup {
    /// Reads the castling field into rook squares. See `init(fen:mode:castlingMode:)` for the
    /// letters; a letter whose rook is missing still names a square (the corner for K and Q), so
    /// that `Position(setup:)` can say which piece is missing where.
    static func parseCastling(
        _ field: FENFields.Field, board: Board, mode: FENParseMode, castlingMode: CastlingMode
    ) throws(FENError) -> CastlingRights {
        if field.text == ["-"] { return .none }
        var rights: CastlingRights = []
        var lastOrder = -1
        for (i, scalar) in field.text.enumerated() {
            let index = field.index + i
            let character = Character(scalar)
            guard scalar.isASCII, scalar.properties.isAlphabetic else {
                throw .unknownCastlingLetter(character, index: index)
            }
            let side: Side = scalar.properties.isUppercase ? .white : .black
            let rank = side == .white ? 0 : 7
            let square: Square
            switch scalar {
            case "K", "k", "Q", "q":
                let kingside = scalar == "K" || scalar == "k"
                square = castlingMode == .chess960
                    ? outermostRook(of: side, kingside: kingside, on: board) ?? Square.onBoard(file: kingside ? 7 : 0, rank: rank)
                    : Square.onBoard(file: kingside ? 7 : 0, rank: rank)
            default:
                guard let file = Square.fileIndex(Unicode.Scalar(scalar.value | 0x20) ?? scalar) else {
                    throw .unknownCastlingLetter(character, index: index)
                }
                square = Square.onBoard(file: file, rank: rank)
            }
            let right = CastlingRights(rookOn: square)
            guard !rights.contains(right) else { throw .repeatedCastlingLetter(character, index: index) }
            if mode == .strict {
                let order = Int(side.rawValue) * 2 + (isKingside(square, of: side, on: board) ? 0 : 1)
                guard order >= lastOrder else { throw .castlingOutOfOrder(field.string, index: field.index) }
                lastOrder = order
            }
            rights.insert(right)
        }
        return rights
    }

    /// The rook of `side` on its back rank furthest from the king towards the wing, if any.
    static func outermostRook(of side: Side, kingside: Bool, on board: Board) -> Square? {
        let rank = side == .white ? 0 : 7
        let kingFile = Setup(board: board).backRankKing(of: side)?.file
        let rook = Piece(side: side, kind: .rook)
        let files: [Int] = kingside ? Array((0..<8).reversed()) : Array(0..<8)
        for file in files {
            if let kingFile, kingside ? file <= kingFile : file >= kingFile { return nil }
            if board[Square.onBoard(file: file, rank: rank)] == rook { return Square.onBoard(file: file, rank: rank) }
        }
        return nil
    }

    /// A right's wing: towards h from the king (or, with no king on the back rank, on files e-h).
    static func isKingside(_ rook: Square, of side: Side, on board: Board) -> Bool {
        guard let king = Setup(board: board).backRankKing(of: side) else { return rook.file >= 4 }
        return rook.file > king.file
    }

    /// The castling field as X-FEN writes it: K or Q when the right's rook is the outermost one
    /// on its wing (so standard positions read KQkq), its file letter otherwise.
    var castlingFEN: String {
        if castlingMode == .standard { return castlingRights.fen }
        var text = ""
        for side in Side.allCases {
            for square in sortedRights(of: side) {
                let kingside = Self.isKingside(square, of: side, on: board)
                let outermost = Self.outermostRook(of: side, kingside: kingside, on: board) == square
                let letter: Character = kingside ? "K" : "Q"
                text.append(outermost
                    ? (side == .white ? letter : Character(String(letter).lowercased()))
                    : CastlingRights.fileLetter(square, side))
            }
        }
        return text.isEmpty ? "-" : text
    }

    /// The castling field as Shredder-FEN writes it: the rooks' files, HAha.
    var shredderCastlingFEN: String {
        var text = ""
        for side in Side.allCases {
            for square in sortedRights(of: side) { text.append(CastlingRights.fileLetter(square, side)) }
        }
        return text.isEmpty ? "-" : text
    }

    /// A side's rights kingside first, as FEN writers order them.
    private func sortedRights(of side: Side) -> [Square] {
        castlingRights.rookSquares(of: side).reversed()
    }
}
