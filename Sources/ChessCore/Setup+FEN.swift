extension Setup {
    /// Parses the six FEN fields strictly: each error names the field and the character at fault.
    /// The result is not checked for legality; `Position(fen:)` does that too.
    ///
    /// Both en passant conventions are accepted: a square after every double push, or only when a
    /// capture is possible.
    public init(fen: String) throws(FENError) {
        let scalars = Array(fen.unicodeScalars)
        var fields: [(text: [Unicode.Scalar], index: Int)] = []
        var i = 0
        while i < scalars.count {
            if scalars[i].properties.isWhitespace { i += 1; continue }
            let start = i
            while i < scalars.count, !scalars[i].properties.isWhitespace { i += 1 }
            fields.append((Array(scalars[start..<i]), start))
        }
        guard !fields.isEmpty else { throw .empty }
        if fields.count > 6 {
            throw .extraField(String(String.UnicodeScalarView(fields[6].text)), index: fields[6].index)
        }
        func field(_ which: FENField) throws(FENError) -> (text: [Unicode.Scalar], index: Int) {
            guard which.rawValue <= fields.count else { throw .missingField(which) }
            return fields[which.rawValue - 1]
        }

        let placement = try field(.placement)
        let board = try Self.parsePlacement(placement.text, at: placement.index)

        let side = try field(.sideToMove)
        let sideToMove: Side
        switch side.text {
        case ["w"]: sideToMove = .white
        case ["b"]: sideToMove = .black
        default: throw .badSideToMove(Self.string(side.text), index: side.index)
        }

        let castling = try field(.castling)
        let rights = try Self.parseCastling(castling.text, at: castling.index)

        let ep = try field(.enPassant)
        var enPassant: Square?
        if ep.text != ["-"] {
            guard let square = Square(Self.string(ep.text)), square.rank == 2 || square.rank == 5 else {
                throw .badEnPassantSquare(Self.string(ep.text), index: ep.index)
            }
            enPassant = square
        }

        let half = try field(.halfmoveClock)
        guard let halfmoves = Self.parseCount(half.text) else {
            throw .badHalfmoveClock(Self.string(half.text), index: half.index)
        }
        let full = try field(.fullmoveNumber)
        guard let fullmoves = Self.parseCount(full.text), fullmoves >= 1 else {
            throw .badFullmoveNumber(Self.string(full.text), index: full.index)
        }

        self.init(board: board, sideToMove: sideToMove, castlingRights: rights,
                  enPassantSquare: enPassant, halfmoveClock: halfmoves, fullmoveNumber: fullmoves)
    }

    /// The fields exactly as stored, including an en passant square no capture can use.
    public var fen: String {
        var ranks: [String] = []
        for rank in (0..<8).reversed() {
            var text = ""
            var empty = 0
            for file in 0..<8 {
                if let piece = board[Square.onBoard(file: file, rank: rank)] {
                    if empty > 0 { text += String(empty); empty = 0 }
                    text.append(piece.fenCharacter)
                } else {
                    empty += 1
                }
            }
            if empty > 0 { text += String(empty) }
            ranks.append(text)
        }
        return [
            ranks.joined(separator: "/"),
            String(sideToMove.fenCharacter),
            castlingRights.fen,
            enPassantSquare?.name ?? "-",
            String(halfmoveClock),
            String(fullmoveNumber),
        ].joined(separator: " ")
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

    private static func parseCastling(_ text: [Unicode.Scalar], at offset: Int) throws(FENError) -> CastlingRights {
        if text == ["-"] { return .none }
        var rights: CastlingRights = []
        var lastOrder = -1
        for (i, scalar) in text.enumerated() {
            let right: CastlingRights
            let order: Int
            switch scalar {
            case "K": right = .whiteKingside; order = 0
            case "Q": right = .whiteQueenside; order = 1
            case "k": right = .blackKingside; order = 2
            case "q": right = .blackQueenside; order = 3
            default: throw .unknownCastlingLetter(Character(scalar), index: offset + i)
            }
            guard !rights.contains(right) else {
                throw .repeatedCastlingLetter(Character(scalar), index: offset + i)
            }
            guard order > lastOrder else { throw .castlingOutOfOrder(string(text), index: offset) }
            rights.insert(right)
            lastOrder = order
        }
        return rights
    }

    /// Plain decimal digits, at most six of them: clocks beyond that are typos, not games.
    private static func parseCount(_ text: [Unicode.Scalar]) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.value >= 48 && $0.value <= 57 }) else {
            return nil
        }
        return Int(string(text))
    }

    private static func string(_ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
