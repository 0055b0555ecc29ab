extension Setup {
    /// Parses a FEN; each error names the field and the character at fault. The result is not
    /// checked for legality; `Position(fen:)` does that too.
    ///
    /// Both en passant conventions are accepted: a square after every double push, or only when a
    /// capture is possible. Castling letters may be FEN's KQkq, Shredder-FEN's rook files (HAha)
    /// or X-FEN's mix (KQ for the outermost rook, a file letter otherwise); in standard mode K
    /// and Q name the corner rooks, in Chess960 the outermost rook on that side of the king.
    /// `mode` says whether four fields and EPD operations are accepted (see `FENParseMode`).
    public init(fen: String, mode: FENParseMode = .strict, castlingMode: CastlingMode = .standard) throws(FENError) {
        var fields = FENFields(fen)
        func field(_ which: FENField) throws(FENError) -> FENFields.Field {
            guard let field = fields.next() else {
                throw fields.fields.isEmpty ? .empty : .missingField(which)
            }
            return field
        }

        let placement = try field(.placement)
        let board = try Self.parsePlacement(placement.text, at: placement.index)

        let side = try field(.sideToMove)
        let sideToMove: Side
        switch side.text {
        case ["w"]: sideToMove = .white
        case ["b"]: sideToMove = .black
        default: throw .badSideToMove(side.string, index: side.index)
        }

        let castling = try field(.castling)
        let rights = try Self.parseCastling(castling, board: board, mode: mode, castlingMode: castlingMode)

        let ep = try field(.enPassant)
        var enPassant: Square?
        if ep.text != ["-"] {
            guard let square = Square(ep.string), square.rank == 2 || square.rank == 5 else {
                throw .badEnPassantSquare(ep.string, index: ep.index)
            }
            enPassant = square
        }

        var halfmoves = 0
        var fullmoves = 1
        if mode == .strict || fields.peek().map(FENFields.looksLikeCounter) == true {
            let half = try field(.halfmoveClock)
            guard let count = FENFields.count(half.text) else { throw .badHalfmoveClock(half.string, index: half.index) }
            halfmoves = count
            if mode == .strict || fields.peek().map(FENFields.looksLikeCounter) == true {
                let full = try field(.fullmoveNumber)
                guard let count = FENFields.count(full.text), count >= 1 else {
                    throw .badFullmoveNumber(full.string, index: full.index)
                }
                fullmoves = count
            }
        }

        if mode == .strict {
            if let extra = fields.next() { throw .extraField(extra.string, index: extra.index) }
        } else {
            switch EPDOperationReader.read(fields.scalars, from: fields.end) {
            case let .failure(problem):
                throw Self.fenError(problem, in: fields)
            case let .success(operations):
                let counted = fields.fields.count
                if counted <= 4, let clock = operations.first(where: { $0.opcode == "hmvc" }) {
                    guard let value = clock.integer, value >= 0 else {
                        throw .badHalfmoveClock(clock.text, index: clock.index)
                    }
                    halfmoves = value
                }
                if counted <= 5, let number = operations.first(where: { $0.opcode == "fmvn" }) {
                    guard let value = number.integer, value >= 1 else {
                        throw .badFullmoveNumber(number.text, index: number.index)
                    }
                    fullmoves = value
                }
            }
        }

        self.init(board: board, sideToMove: sideToMove, castlingRights: rights, enPassantSquare: enPassant,
                  halfmoveClock: halfmoves, fullmoveNumber: fullmoves, castlingMode: castlingMode)
    }

    /// An EPD operation that does not read, in FENError's terms: the word after the fields that
    /// is not what a FEN or an EPD line may hold there.
    private static func fenError(_ problem: EPDOperationReader.Problem, in fields: FENFields) -> FENError {
        let index = switch problem {
        case let .badOpcode(_, index), let .missingSemicolon(_, index), let .unterminatedString(index): index
        }
        let scalars = fields.scalars
        var start = min(index, scalars.count), end = start
        while start > 0, !scalars[start - 1].properties.isWhitespace { start -= 1 }
        while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
        return .extraField(String(String.UnicodeScalarView(scalars[start..<end])), index: start)
    }

    private static func parsePlacement(_ text: [Unicode.Scalar], at offset: Int) throws(FENError) -> Board {
        let rankCount = text.filter { $0 == "/" }.count + 1
        guard rankCount == 8 else { throw .wrongRankCount(rankCount) }
        var board = Board()
        var rank = 7
        var file = 0
        var previousWasDigit = false
        for (i, scalar) in text.enumerated() {
            let index = offset + i
            if scalar == "/" {
                guard file == 8 else { throw .rankTooShort(rank: rank + 1, squares: file, index: index) }
                rank -= 1
                file = 0
                previousWasDigit = false
                continue
            }
            if scalar.value >= 49, scalar.value <= 56 {
                let digit = Int(scalar.value - 48)
                guard !previousWasDigit else { throw .consecutiveDigits(index: index) }
                file += digit
                guard file <= 8 else { throw .rankTooLong(rank: rank + 1, index: index) }
                previousWasDigit = true
                continue
            }
            let character = Character(scalar)
            guard scalar.isASCII, let piece = Piece(fenCharacter: character) else {
                throw .unknownPieceLetter(character, index: index)
            }
            guard file < 8 else { throw .rankTooLong(rank: rank + 1, index: index) }
            board[Square.onBoard(file: file, rank: rank)] = piece
            file += 1
            previousWasDigit = false
        }
        guard file == 8 else { throw .rankTooShort(rank: 1, squares: file, index: offset + text.count) }
        return board
    }
}
