import ChessMotion
import FoundationEssentials

/// A render route's request as the library describes it: the subject (a catalogue scene, or
/// the script or PGN in the body) and the `RenderSpec` read from the query. Every scene, still,
/// clip and Lottie route, and the studio's export, is made here, so each is `render`'s or
/// `still`'s render of the same subject with the same choices.
struct ServiceRender {
    var subject: RenderSubject
    var spec: RenderSpec

    /// `names` are the route's parameters for a scene or script, `gameNames` for a game; a
    /// game's look and game options are read as `render GAME.pgn` reads them, a scene's as
    /// `still` and `render` read theirs.
    init(_ subject: RenderSubject, output: RenderOutput, _ query: QueryParameters, names: [String],
         gameNames: [String]) throws(ServiceError) {
        self.subject = subject
        let isGame = Self.isGame(subject)
        let overrides = isGame ? try GameRequest.overrides(query) : try SceneRequest.overrides(query, look: StillOptions.look(query))
        spec = try RenderSpec(query, output: output, overrides: overrides, names: isGame ? gameNames : names)
    }

    /// What a body is called in diagnostics, as `validate --json` names it.
    static let bodyFile = "body"

    /// A script's text from a request; `stem` names it inside a dotLottie.
    static func script(_ text: String, stem: String = "script") -> RenderSubject { .script(text, file: bodyFile, stem: stem) }

    /// A PGN's text from a request.
    static func game(_ text: String, stem: String) -> RenderSubject { .game(text, file: bodyFile, stem: stem) }

    /// A body as text: a script or a PGN is UTF-8.
    static func text(of body: Data) throws(ServiceError) -> String {
        guard let text = String(data: body, encoding: .utf8) else { throw .badBody(reason: "the body is not UTF-8 text") }
        return text
    }

    /// The subject prepared with this request's settings and the spec planned against it; a
    /// body that is no valid script or game is the body's fault, at its line and column.
    func plan(settings: (SceneOverrides) throws -> ResolvedSettings) throws -> RenderPlan {
        let resolved = try settings(spec.overrides)
        let prepared: PreparedScene
        do { prepared = try PreparedScene(subject, settings: resolved, overrides: spec.overrides) } catch ScriptFileError.invalid(let file) {
            throw ScriptRequest.firstError(of: file.check)
        } catch where Self.isGame(subject) {
            // A game body's refusals (no such game, a move that cannot be played) are its own.
            throw ServiceError.badBody(reason: "\(error)")
        }
        return try prepared.plan(spec)
    }

    private static func isGame(_ subject: RenderSubject) -> Bool {
        if case .game = subject { return true }
        return false
    }
}
