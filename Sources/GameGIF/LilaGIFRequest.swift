import ChessCore
import ChessScenes

/// A request in lila-gif's HTTP API (`POST /game.gif`'s JSON body, `GET /image.gif`'s query),
/// with its field names, defaults and frame size, so a service can answer lila-gif's callers:
/// 720 x 720, or 720 x 840 once either player is named or any frame has a clock.
///
/// Decoding checks everything (FENs, moves, squares, names, caps) and resolves lila's theme
/// and piece-set names to ours; `frames` then cannot fail.
package struct LilaGIFRequest: Sendable, Equatable {
    package struct Frame: Sendable, Equatable {
        package var board: Board
        package var sideToMove: Side
        /// Hundredths of a second; the request's `delay` when the frame has none.
        package var delay: Int
        package var lastMove: Move?
        package var check: Square?
        package var glyph: String?
        /// Centiseconds left on each clock.
        package var whiteClock: Int?
        package var blackClock: Int?
    }

    package var white: String?
    package var black: String?
    package var comment: String
    package var orientation: Side
    /// Our names for the theme and piece set asked for.
    package var theme: String
    package var pieceSet: String
    package var coordinates: Bool
    package var frames: [Frame]

    /// lila-gif's limits: a name is at most 100 bytes, the comment 255.
    package static let nameLimit = 100
    package static let commentLimit = 255
    /// A game's frames: more than the longest games, few enough to bound one request's work.
    package static let frameLimit = 1_200
    /// lila-gif's default delay and comment.
    package static let defaultDelay = 50
    package static let defaultComment = "https://github.com/lichess-org/lila-gif"

    /// Whether the frames carry player bars: either name, or any clock.
    package var hasBars: Bool {
        white != nil || black != nil || frames.contains { $0.whiteClock != nil || $0.blackClock != nil }
    }
}

/// The names a request may ask for: lila-gif's own where ours has a match, and ours.
package struct LilaGIFNames: Sendable {
    /// Our installed themes and piece sets.
    package var themes: [String]
    package var pieceSets: [String]

    package init(themes: [String], pieceSets: [String]) {
        self.themes = themes
        self.pieceSets = pieceSets
    }

    /// lila's theme names that have a theme of ours in the same spirit.
    static let lilaThemes = ["brown": "wood", "blue": "blue", "green": "green", "ic": "contrast"]
    /// lila's default piece set is cburnett, the Staunton pattern.
    static let lilaPieceSets = ["cburnett": "staunton"]
    static let defaultTheme = "brown", defaultPieceSet = "cburnett"

    func theme(_ name: String) throws(LilaGIFRequestError) -> String {
        guard let ours = Self.resolve(name, ours: themes, lila: Self.lilaThemes) else {
            throw .unknownTheme(name, known: Self.accepted(ours: themes, lila: Self.lilaThemes))
        }
        return ours
    }

    func pieceSet(_ name: String) throws(LilaGIFRequestError) -> String {
        guard let ours = Self.resolve(name, ours: pieceSets, lila: Self.lilaPieceSets) else {
            throw .unknownPieceSet(name, known: Self.accepted(ours: pieceSets, lila: Self.lilaPieceSets))
        }
        return ours
    }

    /// One of ours by its own name, else by the lila name mapped to it.
    private static func resolve(_ name: String, ours: [String], lila: [String: String]) -> String? {
        if ours.contains(name) { return name }
        return lila[name].flatMap { ours.contains($0) ? $0 : nil }
    }

    /// Every name `resolve` takes, each once ("blue" is both ours and lila's).
    private static func accepted(ours: [String], lila: [String: String]) -> [String] {
        Set(ours + lila.filter { ours.contains($0.value) }.map(\.key)).sorted()
    }
}
