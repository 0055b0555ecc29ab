/// Reads PGN: tag pairs, movetext with move numbers, comments, NAGs and annotations, variations
/// (skipped: only the main line becomes the game), and the result. A `FEN` tag sets the start.
public struct PGNReader: Sendable {
    /// How the moves' SAN is read. PGN requires standard SAN, hence strict by default; lenient
    /// accepts hand-typed files (0-0, missing +).
    public var sanMode: SANParseMode

    public init(sanMode: SANParseMode = .strict) {
        self.sanMode = sanMode
    }

    /// Every game in the text, in order. A text that ends without a result marker still gives
    /// its last game, with a nil result.
    public func read(_ text: String) throws(PGNError) -> [PGNGame] {
        var lexer = PGNLexer(text)
        var pending = try lexer.next()
        var games: [PGNGame] = []
        while pending != nil {
            games.append(try readGame(&lexer, &pending))
        }
        return games
    }

    private func readGame(
        _ lexer: inout PGNLexer,
        _ pending: inout (token: PGNLexer.Token, at: PGNLocation)?
    ) throws(PGNError) -> PGNGame {
        var tags: [PGNTag] = []
        var fenLocation: PGNLocation?
        while let (token, at) = pending, token == .tagOpen {
            guard case let (.symbol(name), _)? = try lexer.next() else {
                throw .malformedTag(expected: "a tag name after [", at: at)
            }
            guard case let (.string(value), valueAt)? = try lexer.next() else {
                throw .malformedTag(expected: "a quoted value after the tag name \(name)", at: at)
            }
            guard case (.tagClose, _)? = try lexer.next() else {
                throw .malformedTag(expected: "] after the value of tag \(name)", at: at)
            }
            if name == "FEN" { fenLocation = valueAt }
            tags.append(PGNTag(name: name, value: value))
            pending = try lexer.next()
        }

        var game = Game()
        if let fen = tags.first(where: { $0.name == "FEN" })?.value, let fenLocation {
            do {
                game = try Game(fen: fen)
            } catch {
                throw .invalidFEN(error, at: fenLocation)
            }
        }

        var result: String?
        var resultLocation = PGNLocation(line: 1, column: 1)
        var variations: [PGNLocation] = []
        movetext: while let (token, at) = pending {
            pending = try lexer.next()
            switch token {
            case .variationOpen:
                variations.append(at)
                continue
            case .variationClose:
                guard variations.popLast() != nil else { throw .unmatchedParenthesis(at: at) }
                continue
            case .tagOpen where variations.isEmpty:
                throw .missingResult(at: at)
            default:
                break
            }
            if !variations.isEmpty { continue }

            switch token {
            case .asterisk:
                result = "*"
                resultLocation = at
                break movetext
            case let .symbol(text) where ["1-0", "0-1", "1/2-1/2"].contains(text):
                result = text
                resultLocation = at
                break movetext
            case let .symbol(text) where text.allSatisfy(\.isNumber):
                continue
            case let .symbol(text):
                do {
                    try game.play(san: text, mode: sanMode)
                } catch {
                    let position = game.position
                    throw .illegalMove(san: text, ply: game.moves.count + 1, moveNumber: position.fullmoveNumber,
                                       side: position.sideToMove, reason: error, at: at)
                }
            case .period, .nag, .annotation:
                continue
            default:
                throw .unexpectedToken(token.label, at: at)
            }
        }
        if let open = variations.last { throw .unterminatedVariation(at: open) }
        if let result, let tag = tags.first(where: { $0.name == "Result" }), tag.value != result {
            throw .resultMismatch(tag: tag.value, marker: result, at: resultLocation)
        }
        return PGNGame(tags: tags, game: game, result: result)
    }
}

/// Shorthand for the common case.
public enum PGN {
    public static func read(_ text: String, sanMode: SANParseMode = .strict) throws(PGNError) -> [PGNGame] {
        try PGNReader(sanMode: sanMode).read(text)
    }
}
