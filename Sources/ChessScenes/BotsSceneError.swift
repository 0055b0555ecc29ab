import ChessMotionSupport
import BoardKit

/// Why the bots scene could not be built from what it was given.
public enum BotsSceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene shows one rival per level; the roster has none at `level`.
    case missingLevel(BotLevel, bots: [String])
    /// The scene's moves failed ChessCore's validation (which move, and why).
    case invalidMoves(BoardTimelineError)

    public var description: String {
        switch self {
        case let .missingLevel(level, bots):
            "the bots scene needs \(level.rawValue.withIndefiniteArticle) bot; the bots are: \(bots.joined(separator: ", "))"
        case let .invalidMoves(error):
            "the bots scene's moves are not playable: \(error)"
        }
    }
}
