/// Reads games from a token stream: the tag pairs, then the movetext up to the result. Kept
/// apart from `PGNReader` so that a file of many games and a lone move list share every rule.
struct PGNGameReader {
    let sanMode: SANParseMode
    var tokenizer: MovetextTokenizer
    /// A token read ahead and not yet used (the next game's first tag, say).
    var pending: MovetextToken?
    /// Whether the game being read is still in its tags, which decides how to recover after an
    /// error (skip the rest of its tags, or only to the next game's).
    private(set) var inTags = false

    init(_ tokenizer: MovetextTokenizer, sanMode: SANParseMode) {
        self.tokenizer = tokenizer
        self.sanMode = sanMode
    }

    mutating func next() throws(PGNError) -> MovetextToken? {
        if let token = pending {
            pending = nil
            return token
        }
        return try tokenizer.next()
    }

    mutating func peek() throws(PGNError) -> MovetextToken? {
        if pending == nil { pending = try tokenizer.next() }
        return pending
    }

    /// The next game, or nil when only comments (or nothing) remain. With `start`, the game
    /// starts there and may have no tags (a move list).
    mutating func readGame(start: Position? = nil) throws(PGNError) -> PGNGame? {
        var leading: [PGNComment] = []
        while let token = try peek(), case let .comment(comment) = token.kind {
            leading.append(comment)
            pending = nil
        }
        guard let first = try peek() else { return nil }

        inTags = true
        var tags: [PGNTag] = []
        var tagLocations: [String: TextLocation] = [:]
        while let token = try peek(), case let .tag(name, value) = token.kind {
            pending = nil
            tags.append(PGNTag(name: name, value: value))
            if tagLocations[name] == nil { tagLocations[name] = Self.valueLocation(of: token) }
        }
        inTags = false
        let startPosition: Position
        if let start {
            startPosition = start
        } else {
            startPosition = try Self.startPosition(tags: tags, locations: tagLocations)
        }
        var movetext = Movetext(start: startPosition, sanMode: sanMode, leading: leading)
        var result: (GameResult, TextLocation)?
        tokens: while let token = try next() {
            switch token.kind {
            case .tag:
                if let open = movetext.openVariation { throw .unterminatedVariation(at: open) }
                pending = token
                throw .missingResult(at: token.location)
            case let .result(marker):
                if let open = movetext.openVariation { throw .unterminatedVariation(at: open) }
                result = (marker, token.location)
                break tokens
            default:
                try movetext.read(token)
            }
        }
        if let open = movetext.openVariation { throw .unterminatedVariation(at: open) }
        if let (marker, location) = result, let tag = tags.first(where: { $0.name == "Result" }),
           tag.value != marker.pgn {
            throw .resultMismatch(tag: tag.value, marker: marker.pgn, at: location)
        }
        if tags.isEmpty, result == nil, movetext.plies.isEmpty, start == nil { return nil }
        return PGNGame(tags: tags, game: movetext.game, result: result?.0, plies: movetext.plies,
                       comments: movetext.leading, location: first.location)
    }

    /// Where a tag's value (its opening quote) starts: tag pairs are on one line, so the offset
    /// into the token's text is the offset in columns.
    private static func valueLocation(of token: MovetextToken) -> TextLocation {
        let offset = token.text.unicodeScalars.firstIndex(of: "\"").map { token.text.unicodeScalars.distance(from: token.text.unicodeScalars.startIndex, to: $0) } ?? 0
        return token.location.advanced(by: offset)
    }

    /// The start from the `FEN` tag (honoured with or without `SetUp`), in Chess960 when the
    /// `Variant` tag says so or the FEN's castling rights need it.
    private static func startPosition(tags: [PGNTag], locations: [String: TextLocation]) throws(PGNError) -> Position {
        var chess960 = false
        if let variant = tags.first(where: { $0.name == "Variant" }) {
            let name = variant.value.lowercased().filter { $0.isLetter || $0.isNumber }
            switch name {
            case "chess960", "fischerandom", "fischerrandom", "960":
                chess960 = true
            case "", "standard", "fromposition", "normal":
                break
            default:
                throw .unsupportedVariant(variant.value, at: locations["Variant"] ?? .start)
            }
        }
        guard let fen = tags.first(where: { $0.name == "FEN" })?.value else {
            return chess960 ? Position.chess960(number: 518) ?? .start : .start
        }
        let at = locations["FEN"] ?? .start
        let setup: Setup
        do {
            setup = try Setup.typed(fen, mode: .lenient, chess960: chess960)
        } catch {
            throw .invalidFEN(error, at: at)
        }
        do {
            return try Position(setup: setup)
        } catch {
            throw .invalidFEN(.illegalPosition(error), at: at)
        }
    }
}

/// The movetext of one game being read: the main line played, variations checked and skipped,
/// NAGs and comments attached to the ply they follow.
struct Movetext {
    private(set) var game: Game
    private(set) var plies: [PGNPly] = []
    private(set) var leading: [PGNComment]
    private var variations: [TextLocation] = []
    let sanMode: SANParseMode

    init(start: Position, sanMode: SANParseMode, leading: [PGNComment]) {
        game = Game(startPosition: start)
        self.sanMode = sanMode
        self.leading = leading
    }

    /// The innermost variation still open.
    var openVariation: TextLocation? { variations.last }

    mutating func read(_ token: MovetextToken) throws(PGNError) {
        switch token.kind {
        case .variationStart:
            variations.append(token.location)
            return
        case .variationEnd:
            guard variations.popLast() != nil else { throw .unmatchedParenthesis(at: token.location) }
            return
        default:
            break
        }
        guard variations.isEmpty else {
            if case let .move(text) = token.kind, case .san = MoveNotation(text) {
                do { _ = try SANSyntax(text, mode: sanMode) } catch {
                    throw .malformedVariationMove(text, reason: error, at: token.location)
                }
            }
            return
        }
        switch token.kind {
        case let .move(text):
            try play(text, notation: sanMode == .strict ? .san(text) : MoveNotation(text), at: token.location)
        case .nullMove:
            // Strict mode reads only SAN's own pass; another spelling goes to SAN to be refused.
            try play(token.text, notation: MoveNotation(token.text, mode: sanMode), at: token.location)
        case let .nag(nag):
            if !plies.isEmpty { plies[plies.count - 1].nags.append(nag) }
        case let .comment(comment):
            if plies.isEmpty {
                leading.append(comment)
            } else {
                let shapes: PGNShapes
                do { shapes = try PGNShapes(reading: comment) } catch { throw .malformedShape(error, at: token.location) }
                plies[plies.count - 1].comments.append(comment)
                plies[plies.count - 1].shapes.arrows += shapes.arrows
                plies[plies.count - 1].shapes.circles += shapes.circles
            }
        case .moveNumber, .tag, .result, .variationStart, .variationEnd:
            break
        }
    }

    private mutating func play(_ text: String, notation: MoveNotation, at location: TextLocation) throws(PGNError) {
        let ply = game.nextPly(text: text)
        do {
            let move = try game.play(notation, sanMode: sanMode)
            plies.append(PGNPly(ply: ply, move: move, san: game.sanMoves[game.sanMoves.count - 1], location: location))
        } catch {
            switch error {
            case let .san(reason):
                throw .illegalMove(ply, reason: reason, at: location)
            case let .illegal(reason) where notation == .null:
                throw .illegalMove(ply, reason: .leavesKingInCheck(text, move: .null, reason: reason), at: location)
            case let .illegal(reason):
                throw .illegalSquaresMove(ply, reason: reason, at: location)
            }
        }
    }
}
