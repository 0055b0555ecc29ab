/// The shape of a SAN string before the position is consulted: which piece, which hints about
/// its origin, the destination, promotion and suffix.
struct SANSyntax: Hashable, Sendable {
    enum Body: Hashable, Sendable {
        case castle(kingside: Bool)
        /// A pass: a `NullMoveSpelling` the mode accepts.
        case null
        case move(kind: PieceKind, fromFile: Int?, fromRank: Int?, capture: Bool, to: Square, promotion: PieceKind?)
    }

    var body: Body
    /// "+" or "#" if written.
    var suffix: Character?

    init(_ text: String, mode: SANParseMode) throws(SANError) {
        let lenient = mode == .lenient
        var s = Array(text.unicodeScalars)
        var offset = 0
        if lenient {
            while let first = s.first, first.properties.isWhitespace { s.removeFirst(); offset += 1 }
            while let last = s.last, last.properties.isWhitespace || last == "!" || last == "?" { s.removeLast() }
        }
        guard !s.isEmpty else { throw .empty }
        if let spelling = NullMoveSpelling(String(String.UnicodeScalarView(s))) {
            guard spelling.isAccepted(in: mode) else {
                throw .malformed(text, index: offset, expected: "\(NullMoveSpelling.san.rawValue) for a null move (\(spelling.rawValue) is read in lenient mode)")
            }
            body = .null
            return
        }
        func fail(_ index: Int, _ expected: String) -> SANError {
            .malformed(text, index: index + offset, expected: expected)
        }

        var end = s.count
        if s[end - 1] == "+" || s[end - 1] == "#" {
            suffix = Character(s[end - 1])
            end -= 1
            if lenient, end > 0, s[end - 1] == "+" || s[end - 1] == "#" { end -= 1 }
        }
        if let bad = s[..<end].firstIndex(where: { $0 == "!" || $0 == "?" || $0 == "+" || $0 == "#" }) {
            throw fail(bad, s[bad] == "!" || s[bad] == "?"
                ? "the end of the move (annotations such as ! and ? are accepted in lenient mode)"
                : "the end of the move")
        }
        if let space = s[..<end].firstIndex(where: { $0.properties.isWhitespace }) {
            throw fail(space, "no spaces inside a move")
        }
        guard end > 0 else { throw fail(0, "a move before \(suffix.map { String($0) } ?? "")") }

        let zeros: Set<Unicode.Scalar> = lenient ? ["O", "0", "o"] : ["O"]
        if zeros.contains(s[0]) {
            let body = s[..<end]
            let letters = body.enumerated().map { $0.offset % 2 == 0 ? zeros.contains($0.element) : $0.element == "-" }
            guard letters.allSatisfy({ $0 }), body.count == 3 || body.count == 5 else {
                let index = letters.firstIndex(of: false) ?? min(body.count, 5)
                throw fail(index, lenient ? "O-O or O-O-O" : "O-O or O-O-O (with capital letter O)")
            }
            self.body = .castle(kingside: body.count == 3)
            return
        }

        func file(_ i: Int) -> Int? { i < end ? Square.fileIndex(s[i]) : nil }
        func rank(_ i: Int) -> Int? { i < end ? Square.rankIndex(s[i]) : nil }

        var i = 0
        let kind: PieceKind
        switch s[0] {
        case "K": kind = .king; i = 1
        case "Q": kind = .queen; i = 1
        case "R": kind = .rook; i = 1
        case "B": kind = .bishop; i = 1
        case "N": kind = .knight; i = 1
        case "P" where lenient: kind = .pawn; i = 1
        case "P": throw fail(0, "a file a-h (pawn moves are written without P)")
        default:
            guard file(0) != nil else { throw fail(0, "a piece letter K, Q, R, B or N, a file a-h, or O-O") }
            kind = .pawn
        }

        if kind == .pawn {
            guard let fromFile = file(i) else { throw fail(i, "a file a-h") }
            i += 1
            var capture = false
            let to: Square
            if i < end, s[i] == "x" {
                capture = true
                i += 1
                guard let f = file(i) else { throw fail(i, "a file a-h") }
                guard let r = rank(i + 1) else { throw fail(i + 1, "a rank 1-8") }
                to = Square.onBoard(file: f, rank: r)
                i += 2
            } else {
                guard let r = rank(i) else { throw fail(i, "a rank 1-8 or x") }
                to = Square.onBoard(file: fromFile, rank: r)
                i += 1
            }
            var promotion: PieceKind?
            if i < end {
                if s[i] == "=" {
                    i += 1
                } else if !lenient {
                    throw fail(i, "= before the promotion piece, or the end of the move")
                }
                guard i < end, let piece = PieceKind(character: Character(s[i])), piece.isPromotionKind,
                      lenient || "QRBN".unicodeScalars.contains(s[i]) else {
                    throw fail(i, "a promotion piece Q, R, B or N")
                }
                promotion = piece
                i += 1
            }
            guard i == end else { throw fail(i, "the end of the move") }
            body = .move(kind: .pawn, fromFile: capture ? fromFile : nil, fromRank: nil,
                         capture: capture, to: to, promotion: promotion)
            return
        }

        // Piece moves: the destination is the last two characters; hints come before it.
        guard end - i >= 2 else { throw fail(end, "a destination square") }
        guard let toFile = file(end - 2) else { throw fail(end - 2, "a file a-h") }
        guard let toRank = rank(end - 1) else { throw fail(end - 1, "a rank 1-8") }
        var fromFile: Int?, fromRank: Int?
        var capture = false
        if i < end - 2, let f = file(i) { fromFile = f; i += 1 }
        if i < end - 2, let r = rank(i) { fromRank = r; i += 1 }
        if i < end - 2, s[i] == "x" { capture = true; i += 1 }
        guard i == end - 2 else { throw fail(i, "a destination square") }
        body = .move(kind: kind, fromFile: fromFile, fromRank: fromRank, capture: capture,
                     to: Square.onBoard(file: toFile, rank: toRank), promotion: nil)
    }
}
