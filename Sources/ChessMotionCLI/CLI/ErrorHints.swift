import BoardKit
import ChessMotion
import ChessMotionSupport
import SceneSettings

/// "Did you mean ...?" under a library's error about a name that is not there: a scene, a
/// board theme, a piece set, an avatar style. The libraries' errors carry the name typed and
/// the names that exist; the suggestion is the tool's manners, made by the one edit-distance
/// rule (NameSuggestion) that command names, option names and choices use too.
enum ErrorHints {
    static func didYouMean(_ error: any Error) -> String? {
        guard let (typed, known) = mistypedName(in: error),
              let closest = NameSuggestion.closest(to: typed, among: known) else { return nil }
        return "did you mean '\(closest)'?"
    }

    private static func mistypedName(in error: any Error) -> (String, [String])? {
        switch error {
        case SceneLookupError.unknownScene(let name, let known):
            (name, known)
        case SettingsError.unknownName(_, _, _, let name, let valid):
            (name, valid)
        case BoardThemeError.lookup(let problem), PieceSetError.lookup(let problem):
            problem.mistypedName
        default:
            nil
        }
    }
}
