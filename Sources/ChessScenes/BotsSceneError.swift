import ChessMotionSupport
import BoardKit
import ChessMotionSupport

/// Why a bot intro could not be built from what it was given.
public enum BotsSceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plan names a bot the roster does not hold.
    case unknownBot(String, known: [String])
    /// The picked bot is not one of the rivals.
    case pickNotARival(String, rivals: [String])
    /// The card row holds 1 to `BotsIntroPlan.maximumRivals` bots.
    case rivalCount(Int)
    /// The scene's moves failed ChessCore's validation (which move, and why).
    case invalidMoves(BoardTimelineError)

    public var description: String {
        switch self {
        case let .unknownBot(id, known):
            "no bot has the id '\(id)'"
                + (NameSuggestion.closest(to: id, among: known).map { "; did you mean '\($0)'?" } ?? "")
                + " The bots are: \(known.joined(separator: ", "))"
        case let .pickNotARival(id, rivals):
            "the picked bot '\(id)' is not one of the rivals (\(rivals.joined(separator: ", ")))"
        case let .rivalCount(count):
            "a bot intro shows 1 to \(BotsIntroPlan.maximumRivals) rivals, not \(count)"
        case let .invalidMoves(error):
            "the intro's moves are not playable: \(error)"
        }
    }
}
