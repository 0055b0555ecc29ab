import ChessCore
import ChessScenes

/// Which game of a PGN file to draw and how: this run's `--game`, `--plies`, timing,
/// orientation and captions. The defaults draw the first game from White's side, one move every
/// `GameTiming.defaultEvery` seconds.
public struct GameChoice: Sendable, Hashable {
    /// The game's number in the file, from 1.
    public var number: Int
    /// Only these plies (`--plies 12-30`), from the position before the first; nil: all.
    public var plies: PlyRange?
    /// Nil: follow the game's `%clk` times if it has them over `duration`, else `defaultEvery`.
    public var timing: GameTiming?
    public var flip: Bool
    /// Draw from the side of the player whose name contains this (case-insensitive).
    public var asPlayer: String?
    public var showsComments: Bool
    /// The arrows and circles of the game's `[%cal]`/`[%csl]` comments, with their plies.
    public var showsAnnotations: Bool
    /// The glow under a king in check.
    public var showsCheck: Bool

    /// The values a caller may choose, checked the same way on the command line and in a batch
    /// manifest: a game number, seconds between moves, and a whole game's length.
    public static let numbers = 1...1_000_000
    public static let everyRange = 0.05...3600.0
    public static let durationRange = 1.0...36_000.0

    public init(number: Int = 1, plies: PlyRange? = nil, timing: GameTiming? = nil, flip: Bool = false,
                asPlayer: String? = nil, showsComments: Bool = false, showsAnnotations: Bool = true,
                showsCheck: Bool = true) {
        self.showsAnnotations = showsAnnotations
        self.showsCheck = showsCheck
        self.number = number
        self.plies = plies
        self.timing = timing
        self.flip = flip
        self.asPlayer = asPlayer
        self.showsComments = showsComments
    }

    /// The plies of `game` to show, checked against its length; nil for the whole game.
    func plies(of game: PGNGame, file: String) throws(GameFileError) -> ClosedRange<Int>? {
        guard let range = plies else { return nil }
        guard let shown = range.plies(inGameOf: game.plies.count) else {
            throw .noSuchPlies(file, number: number, range, count: game.plies.count)
        }
        return shown
    }

    /// The side at the bottom for `game`.
    func orientation(for game: PGNGame) throws(GameFileError) -> Side {
        var side: Side = .white
        if let name = asPlayer {
            let white = game[tag: "White"] ?? "", black = game[tag: "Black"] ?? ""
            // Cases folded ("carlsen" finds "Carlsen, Magnus", "strauss" finds "Strauß"):
            // upper-casing first spells ß as SS, as case folding does.
            func folded(_ text: String) -> String { text.uppercased().lowercased() }
            let wanted = folded(name)
            if folded(white).contains(wanted) {
                side = .white
            } else if folded(black).contains(wanted) {
                side = .black
            } else {
                throw .noSuchPlayer(name, white: white, black: black)
            }
        }
        return flip ? side.opposite : side
    }
}
