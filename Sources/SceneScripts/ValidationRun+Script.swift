import BoardKit
import ChessCore

extension ValidationRun {
    /// The script's moves as BoardKit takes them, each keeping where it was written. PGN
    /// movetext is read by ChessCore first (its errors mapped back onto the script's lines) and
    /// its moves spaced as the block says.
    mutating func loadMoves(of script: SceneScript) {
        switch script.moves {
        case .listed(let listed, _):
            moves = listed.map { Entry(move: TimedMove($0.notation, at: $0.time), text: $0.text, location: $0.location) }
        case .pgn(let movetext, let spacing):
            loadPGN(movetext, spacing: spacing, start: script.start, header: script.location(of: .pgn), script: script)
        }
    }

    private mutating func loadPGN(_ movetext: PGNMovetext, spacing: MoveSpacing, start: Position, header: TextLocation,
                                  script: SceneScript) {
        // The block's own FEN tag sets the start; a `start:` line that says otherwise is an
        // error naming both, never a board that ignores one of them.
        if let tagged = PGN.games(in: movetext.text, sanMode: .lenient).games.first, tagged[tag: "FEN"] != nil {
            let fen = tagged.game.startPosition
            if let startLine = script.locations[.start], fen.setup.epd != start.setup.epd {
                add(.startContradictsFEN(start: start.fen, fen: fen.fen), at: startLine)
                movesAreKnown = false
                return
            }
            self.start = fen
        }
        // A start other than the standard one reaches the reader as PGN's own FEN tag, on a line
        // of its own ahead of the movetext, which the location mapping then skips.
        var text = movetext.text
        var addedLines = 0
        if start != .start, self.start == start {
            text = "[SetUp \"1\"] [FEN \"\(start.fen)\"]\n" + text
            addedLines = 1
        }
        let games: [PGNGame]
        do throws(PGNError) {
            games = try PGNReader(sanMode: .lenient).read(text)
        } catch {
            movesAreKnown = false
            let location = movetext.scriptLocation(line: error.line - addedLines, column: error.column)
            if case let .illegalMove(ply, reason, _) = error {
                add(.illegalMove(ply, .san(reason)),
                    at: location.advanced(by: MoveRejection.san(reason).characterIndex ?? 0))
            } else {
                add(.pgn(error), at: location)
            }
            return
        }
        guard games.count == 1, let game = games.first?.game else {
            movesAreKnown = false
            add(.pgnGameCount(games.count), at: header)
            return
        }
        moves = zip(game.moves, game.sanMoves).enumerated().map { index, pair in
            Entry(move: TimedMove(pair.0, at: spacing.time(ofMoveAt: index)), text: pair.1, location: spacing.location)
        }
    }
}
