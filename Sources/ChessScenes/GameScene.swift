import BoardKit
import ChessCore
import MotionKit

/// A game from a PGN file as a scene, laid out as chess sites share games: the board between
/// two player bars (name, title, rating, clock), the last move's SAN and glyph by the piece
/// that made it, the result at the end. The frame is lila-gif's proportions (a 720 x 840 GIF
/// is the board and a 60-pixel bar above and below), drawn here at 360 x 420.
///
/// Like every scene it is a pure function of time: the game is played once by ChessCore when
/// the scene is made.
public struct GameScene: MotionScene {
    public let game: PGNGame
    public let timeline: BoardTimeline
    public let theme: BoardTheme
    public let pieces: PieceSet
    /// The side at the bottom.
    public let orientation: Side
    /// Comments shown as captions while their move is the last one played.
    public let showsComments: Bool
    public let clocks: GameClocks
    public let motion: BoardMotion
    /// The words drawn (a missing player's side, how the game ended), in the scene's locale.
    public let words: Localizer
    /// The result banner's text, shown once the last move has settled; nil for an unfinished game.
    public let resultText: String?
    /// The result banner as drawn: `resultText` shortened to the board's width (a `Termination`
    /// tag is written by anyone, at any length).
    package let resultBanner: String?
    /// Each ply's comment caption as drawn (see `captions(of:)`); empty unless comments are shown.
    package let captions: [String?]
    /// Each ply's `%cal` arrows and `%csl` circles, held from its instant to the next ply's:
    /// shown while it is the last ply played. Empty when annotations are hidden.
    package let annotations: [TimedAnnotation]
    /// Whether a checked king is marked.
    public let showsCheck: Bool

    static let width = 360.0
    static let barHeight = 30.0
    /// How long the final position and the result stay after the last move has settled.
    static let hold = 2.0

    /// `plies` (from 1, inside the game: see `PlyRange`) shows those plies alone, from the
    /// position before the first, with the clocks as they stood then.
    public init(game whole: PGNGame, plies: ClosedRange<Int>? = nil, timing: GameTiming = .every(GameTiming.defaultEvery),
                theme: BoardTheme, pieces: PieceSet, words: Localizer, orientation: Side = .white,
                showsComments: Bool = false, showsAnnotations: Bool = true, showsCheck: Bool = true,
                motion: BoardMotion = .standard) throws(BoardTimelineError) {
        let game = plies.map { whole.excerpt(plies: $0) } ?? whole
        let clocks = plies.map { GameClocks(whole).excerpt(plies: $0) } ?? GameClocks(whole)
        let instants = timing.instants(plies: game.plies.count, clocks: clocks)
        timeline = try BoardTimeline(start: game.game.startPosition,
                                     moves: zip(game.game.moves, instants).map { TimedMove($0, at: $1) })
        self.game = game
        self.theme = theme
        self.pieces = pieces
        self.orientation = orientation
        self.showsComments = showsComments
        self.clocks = clocks
        self.motion = motion
        self.words = words
        resultText = Self.resultText(of: game, final: timeline.final, words: words)
        captions = showsComments ? Self.captions(of: game) : []
        annotations = showsAnnotations ? Self.heldMarks(of: game, timeline: timeline) : []
        self.showsCheck = showsCheck
        resultBanner = resultText.map(Self.banner)
    }

    public var box: Size { Size(Self.width, Self.width + 2 * Self.barHeight) }

    /// The instant each ply starts, in order.
    public var plyInstants: [Double] { timeline.steps.map(\.instant) }

    /// When the result appears: once the last move has settled.
    var resultTime: Double { max(0, timeline.restTime(motion: motion)) }

    public var duration: Double { resultTime + Self.hold }

    /// The final position with the result shown.
    public var stillTime: Double { min(duration, resultTime + 0.6) }

    var boardRect: Rect { Rect(x: 0, y: Self.barHeight, width: Self.width, height: Self.width) }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        draw(moment(at: t), on: &canvas)
    }

    /// Draws one moment of the game: the board, both bars, the last move's badge and comment,
    /// and the result, each as far along as the moment says.
    func draw(_ moment: GameMoment, on canvas: inout MotionCanvas) {
        canvas.fillBackground(Rect(origin: .zero, size: box))
        let side = Self.width / 8
        let options = BoardOptions(orientation: orientation, motion: motion, showsCheck: showsCheck)
        // The marks of the last ply played: at rest too, where the moment names the ply, not t.
        let marks = moment.played > 0 ? annotations.annotations(at: timeline.steps[moment.played - 1].instant, motion: motion) : .none
        switch moment.board {
        case let .playing(t):
            playBoard(canvas, t: t, origin: boardRect.origin, side: side, timeline: timeline, annotations: marks,
                      theme: theme, pieces: pieces, options: options)
        case .atRest:
            let last = moment.played > 0 ? timeline.steps[moment.played - 1] : nil
            drawBoard(canvas, position: last?.after ?? timeline.start, lastMove: last?.move, annotations: marks,
                      origin: boardRect.origin, side: side, theme: theme, pieces: pieces, options: options)
        }
        drawBar(for: orientation.opposite, in: Rect(x: 0, y: 0, width: Self.width, height: Self.barHeight),
                on: canvas, moment: moment)
        drawBar(for: orientation, in: Rect(x: 0, y: Self.barHeight + Self.width, width: Self.width, height: Self.barHeight),
                on: canvas, moment: moment)
        drawAnnotations(moment, on: canvas)
    }

    /// What is drawn over the board and bars: the last move's badge and comment, the result.
    func drawAnnotations(_ moment: GameMoment, on canvas: MotionCanvas) {
        if moment.played > 0 {
            drawMoveBadge(ply: moment.played - 1, on: canvas, shown: moment.badgeShown)
            if showsComments { drawComment(ply: moment.played - 1, on: canvas, shown: moment.commentShown) }
        }
        drawResult(on: canvas, shown: moment.resultShown)
    }
}
