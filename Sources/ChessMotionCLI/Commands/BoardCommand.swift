import ChessMotion
import BoardKit
import ChessCore
import Foundation
import MotionKit

struct BoardCommand: Command {
    static let name = "board"
    static let summary = "Draw a position, or a moment of moves being played on it, to PNG, SVG or PDF."
    static let help = """
    Usage: chess-motion board [FEN | startpos] [--moves "e4 e5 Nf3"] [--every SECONDS] [--t SECONDS]
                              [--theme NAME] [--pieces NAME] [--flip] [--coordinates] -o FILE

    Draws a chess board in a board theme with a piece set. With --moves, the moves are played
    one every --every seconds (the first at --every) and the board is drawn at --t: while a
    piece is moving, it is in flight; without --t, once everything has settled. Every move is
    checked: an illegal one is an error naming the move and the reason.

    Arguments:
      FEN                      the start position (quote it: it has spaces); default startpos

    Options:
      --moves "SAN ..."        moves in SAN ("e4 e5 Nf3", "O-O", "exd6", "e8=Q"), move numbers
                               allowed; UCI ("e2e4") works too
      --every SECONDS          time between moves (default: \(defaultEvery.formatted))
      --t SECONDS              the instant to draw (default: after the last move has settled)
      --spring W               the pieces' spring frequency (default: \(BoardMotion.standard.frequency.formatted); higher is quicker)
      --flip                   Black at the bottom
      --coordinates            file letters and rank numbers on the edge squares
      -o, --output FILE        .png, .svg or .pdf; an existing file is replaced only once the
                               new one is complete
      --theme NAME             board theme (default: \(BoardTheme.defaultName); see 'chess-motion themes')
      --pieces NAME            piece set (default: \(PieceSet.defaultName); see 'chess-motion pieces')
      --scheme light|dark      the theme's light or dark variant (default: light)
      --reduce-motion          ignore --t and draw the settled final position
      --width PIXELS           output width; the board is square (default: \(Int(2 * boardBox)))
      --scale K                output size as a multiple of the board's box (\(Int(boardBox)) x \(Int(boardBox)))

    Examples:
      chess-motion board -o start.png
      chess-motion board --moves "e4 e5 Nf3 Nc6 Bb5" --coordinates -o ruy-lopez.png
      chess-motion board --moves "e4 e5" --t 1.75 -o e5-in-flight.png
      chess-motion board "8/P7/8/8/8/8/8/k6K w - - 0 1" --moves "a8=N" --theme wood -o knight.svg
    """

    static let defaultEvery = 0.8
    static var boardBox: Double { 8 * 40 + 2 * 5 }

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let movesText = try arguments.value("--moves")
        let every = try arguments.double("--every", in: 0.01...3600) ?? defaultEvery
        let time = try arguments.double("--t")
        let spring = try arguments.double("--spring", in: BoardMotion.frequencyRange)
        let flip = arguments.flag("--flip")
        let coordinates = arguments.flag("--coordinates")
        let options = try RenderingOptions.parse(&arguments)
        let resolved = try options.resolve()
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o FILE") }
        let words = try arguments.positionals()

        let url = URL(fileURLWithPath: output)
        _ = try StillWriter.format(for: url)
        try StillWriter.checkWritable(url)

        // A FEN typed without quotes arrives as several words; they can only mean one FEN.
        let fen = words.joined(separator: " ")
        let start: Position
        if fen.isEmpty || fen == "startpos" {
            start = .start
        } else {
            do { start = try Position(fen: fen) } catch { throw BoardTimelineError.invalidFEN(fen, reason: error) }
        }
        let moves = MoveList.parse(movesText ?? "").enumerated().map { index, token in
            MoveList.timed(token, at: every * Double(index + 1))
        }
        let timeline = try BoardTimeline(start: start, moves: moves)

        let boardOptions = BoardOptions(orientation: flip ? .black : .white, coordinates: coordinates,
                                        motion: BoardMotion(frequency: spring ?? BoardMotion.standard.frequency))
        let scene = BoardScene(timeline: timeline, theme: try resolved.loadTheme(),
                               pieces: try resolved.loadPieces(), options: boardOptions)
        let size = try OutputSize.resolve(box: scene.box, width: options.width,
                                          scale: options.width == nil ? (options.scale ?? 2) : nil)
        // Reduce Motion shows the story's end, as the still command does.
        let t = resolved.stillTime(of: scene, requested: time)
        try StillWriter.write(try resolved.renderer(for: scene), at: t, size: size, to: url)
        return 0
    }
}

/// Reads `--moves`: SAN separated by spaces, with move numbers ("1.", "12...") and a result
/// ("1-0") skipped, and UCI for tokens written square-to-square.
enum MoveList {
    static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline }).map(String.init).compactMap { token in
            // "1.e4" carries its move after the number.
            let stripped = String(token.drop { $0.isNumber }.drop { $0 == "." })
            let isNumbered = token.first?.isNumber == true && token.contains(".")
            let move = isNumbered ? stripped : token
            if move.isEmpty || ["1-0", "0-1", "1/2-1/2", "*"].contains(move) { return nil }
            return move
        }
    }

    static func timed(_ token: String, at instant: Double) -> TimedMove {
        let scalars = Array(token.unicodeScalars)
        let looksLikeUCI = (scalars.count == 4 || scalars.count == 5)
            && isFile(scalars[0]) && isRank(scalars[1]) && isFile(scalars[2]) && isRank(scalars[3])
        return looksLikeUCI ? TimedMove(uci: token, at: instant) : TimedMove(san: token, at: instant)
    }

    private static func isFile(_ s: Unicode.Scalar) -> Bool { ("a"..."h").contains(s) }
    private static func isRank(_ s: Unicode.Scalar) -> Bool { ("1"..."8").contains(s) }
}
