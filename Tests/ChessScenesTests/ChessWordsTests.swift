import BoardKit
import ChessCore
import ChessScenes
import Foundation
import SceneTestSupport
import TestSupport
import Testing

/// Chess in words (captions and alt text), in English and Spanish, from the strings files.
@Suite("Chess in words: moves, captions and alt text")
struct ChessWordsTests {
    func step(_ fen: String, _ san: String) throws -> BoardTimeline.Step {
        try #require(try BoardTimeline(start: Position(fen: fen), moves: [TimedMove(san: san, at: 1)]).steps.first)
    }

    @Test func aMoveIsCaptionedByNumberSANAndWords() throws {
        let english = ChessWords(try SceneFixtures.words("en"))
        #expect(english.caption(try step(Position.start.fen, "e4")) == "1. e4 \u{2014} white pawn to e4")
        let capture = try step("3qk3/8/8/8/8/8/8/3RK3 b - - 0 12", "Qxd1+")
        #expect(english.caption(capture) == "12... Qxd1+ \u{2014} black queen takes on d1, check")
        let spanish = ChessWords(try SceneFixtures.words("es"))
        #expect(spanish.caption(capture) == "12... Qxd1+ \u{2014} dama negra captura en d1, jaque")
    }

    @Test func castlingEnPassantPromotionAndMateHaveTheirOwnWords() throws {
        let english = ChessWords(try SceneFixtures.words("en"))
        #expect(english.move(try step("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O").effects) == "white castles kingside")
        #expect(english.move(try step("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O").effects) == "black castles queenside")
        #expect(english.move(try step("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6").effects) == "white pawn takes on d6 en passant")
        #expect(english.move(try step("8/P7/8/8/8/8/8/k6K w - - 0 1", "a8=Q+").effects) == "white pawn to a8, promotes to queen, check")
        #expect(english.move(try step("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8#").effects) == "white rook to a8, checkmate")
        let spanish = ChessWords(try SceneFixtures.words("es"))
        #expect(spanish.move(try step("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O").effects) == "las blancas enrocan corto")
        #expect(spanish.move(try step("8/P7/8/8/8/8/8/k6K w - - 0 1", "a8=N").effects) == "peón blanco a a8, corona caballo")
    }

    /// The key of every piece and kind the words ask for is a key of the strings files, so the
    /// English table (which must hold every `SceneStringKey`) has them all.
    @Test func everyPieceAndKindKeyIsAStringKey() {
        let keys = Set(SceneStringKey.allCases.map(\.rawValue))
        for side in [Side.white, .black] {
            for kind in PieceKind.allCases {
                #expect(keys.contains(ChessWords.pieceKey(Piece(side: side, kind: kind))))
            }
        }
        for kind in PieceKind.allCases {
            #expect(keys.contains(ChessWords.kindKey(kind)) && keys.contains(ChessWords.kindKey(kind, plural: true)))
        }
    }

    /// Alt text for 20 positions of the perft oracle, read back into a board by a reader that
    /// knows only the strings file's words: every piece is named on its square, nothing else is,
    /// and the side to move is said, in English and in Spanish.
    @Test(arguments: ["en", "es"])
    func altTextOfTheOracleReadsBackAsItsFEN(_ locale: String) throws {
        let fens = Array((PerftCase.suite.map(\.fen) + PerftCase.tricky.map(\.fen)).prefix(20))
        #expect(fens.count == 20)
        let words = PositionWords(try SceneFixtures.words(locale))
        let reader = try AltTextReader(locale: locale)
        for fen in fens {
            let position = try Position(fen: fen)
            let text = words.describe(position)
            let read = try reader.read(text)
            let fields = fen.split(separator: " ")
            #expect(read.placement == String(fields[0]), "\(locale) \(fen): \(text)")
            #expect(read.sideToMove == String(fields[1]), "\(locale) \(fen): \(text)")
        }
    }

    @Test func altTextSaysTheLastMoveCheckAndTheMarks() throws {
        let timeline = try BoardTimeline(start: .start, moves: ["f3", "e5", "g4", "Qh4#"].enumerated().map {
            TimedMove(san: $1, at: Double($0 + 1))
        })
        let last = try #require(timeline.steps.last)
        let marks = BoardAnnotations(arrows: [.init(from: .d8, to: .h4)], circles: [.init(square: .e1)], fills: [.init(square: .f2)])
        let english = PositionWords(try SceneFixtures.words("en")).describe(last.after, lastMove: last.effects, marks: marks)
        #expect(english.hasPrefix("Chess board. White to move. White: king on e1,"))
        #expect(english.hasSuffix("Last move: black queen to h4, checkmate. White is checkmated. "
            + "Marked: arrow from d8 to h4, circle on e1 and square f2 highlighted."))
        let spanish = PositionWords(try SceneFixtures.words("es")).describe(last.after, lastMove: last.effects, marks: marks)
        #expect(spanish.contains("Última jugada: dama negra a h4, jaque mate. Las blancas reciben jaque mate."))
    }

    /// A game's captions: who plays whom, each move at the instant the sound timeline gives it
    /// with its comment beneath (shown or not), the result; lines at one instant are one caption.
    @Test func aGamesCaptionsSayTheMovesTheirCommentsAndTheResult() throws {
        let pgn = "[White \"Anna\"]\n[Black \"Ben\"]\n\n1. e4 {The king's pawn.} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
        let game = try #require(PGN.games(in: pgn).games.first)
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), words: SceneFixtures.words("en"))
        let sounds = scene.soundTimeline
        let lines = SceneCaptions(scene: scene, sounds: sounds, words: try SceneFixtures.words("en")).lines
        #expect(lines.map(\.text) == ["Anna against Ben", "1. e4 \u{2014} white pawn to e4\nThe king's pawn.",
                                      "1... e5 \u{2014} black pawn to e5", "2. Qh5 \u{2014} white queen to h5",
                                      "2... Nc6 \u{2014} black knight to c6", "3. Bc4 \u{2014} white bishop to c4",
                                      "3... Nf6 \u{2014} black knight to f6", "4. Qxf7# \u{2014} white queen takes on f7, checkmate",
                                      "1\u{2013}0 \u{B7} checkmate"])
        let landings = scene.timeline.steps.indices.map { scene.timeline.arrivalTime(ofMove: $0, motion: scene.motion) }
        #expect(Array(lines.map(\.time)[1...7]) == landings)
        #expect(!scene.showsComments)
    }
}

/// Reads alt text back into a FEN placement and side to move, knowing nothing but the strings
/// file's words (`Strings/LOCALE.json`), so the description is checked by what it says.
struct AltTextReader {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    let strings: [String: String]

    init(locale: String) throws {
        let data = try Data(contentsOf: Fixtures.url("Strings/\(locale).json"))
        strings = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    }

    /// The literal text between two placeholders of a template ("{kind} on {squares}" gives " on ").
    func between(_ key: String, _ first: String, _ second: String) throws -> String {
        let template = try #require(strings[key])
        let start = try #require(template.range(of: "{\(first)}")), end = try #require(template.range(of: "{\(second)}"))
        return String(template[start.upperBound..<end.lowerBound])
    }

    func read(_ text: String) throws -> (placement: String, sideToMove: String) {
        let sentences = text.components(separatedBy: ". ").map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
        var board = [Character?](repeating: nil, count: 64)
        var sideToMove: String?
        if sentences.contains(try #require(strings["alt.white-to-move"])) { sideToMove = "w" }
        if sentences.contains(try #require(strings["alt.black-to-move"])) { sideToMove = sideToMove == nil ? "b" : "both" }
        let sideSeparator = try between("alt.side-pieces", "side", "pieces")
        let kindSeparator = try between("alt.piece-on", "kind", "squares")
        let and = try between("alt.list-and", "list", "last")
        var kinds: [String: Character] = [:]
        for kind in ["king": "k", "queen": "q", "rook": "r", "bishop": "b", "knight": "n", "pawn": "p"] as [String: Character] {
            kinds[try #require(strings["speech.kind.\(kind.key)"])] = kind.value
            kinds[try #require(strings["speech.kinds.\(kind.key)"])] = kind.value
        }
        for (sideKey, white) in [("game.white", true), ("game.black", false)] {
            let prefix = try #require(strings[sideKey]) + sideSeparator
            let found = sentences.filter { $0.hasPrefix(prefix) }
            guard found.count == 1 else { throw Unreadable(description: "\(found.count) sentences for \(sideKey) in: \(text)") }
            var kind: Character?
            for group in found[0].dropFirst(prefix.count).components(separatedBy: ", ") {
                var squares = group
                if let split = group.range(of: kindSeparator) {
                    let word = String(group[..<split.lowerBound])
                    guard let named = kinds[word] else { throw Unreadable(description: "no kind '\(word)' in: \(text)") }
                    kind = named
                    squares = String(group[split.upperBound...])
                }
                for name in squares.components(separatedBy: and) {
                    guard let kind, let square = Square(name), board[square.index] == nil else {
                        throw Unreadable(description: "'\(name)' is no free square after a kind in: \(text)")
                    }
                    board[square.index] = white ? Character(kind.uppercased()) : kind
                }
            }
        }
        var placement = ""
        for rank in (0..<8).reversed() {
            var empty = 0
            for file in 0..<8 {
                if let piece = board[rank * 8 + file] {
                    if empty > 0 { placement += String(empty) }
                    empty = 0
                    placement.append(piece)
                } else {
                    empty += 1
                }
            }
            if empty > 0 { placement += String(empty) }
            if rank > 0 { placement += "/" }
        }
        return (placement, sideToMove ?? "none")
    }
}
