import ChessMotion
import FoundationEssentials
import MotionExport

/// `GET /scenes/{name}.{json,lottie}` and `POST /render.{json,lottie}` (a script body): one loop
/// as Lottie JSON or a dotLottie archive, made by `LottieOutput` as `render NAME -o x.json` makes
/// it, so the body is the command line's file. The studio's export buttons come here too.
enum LottieRequest {
    /// A still's look and scene choices without its instant or quality, with the loop's `fps`.
    static let names = SceneRequest.names.filter { $0 != "t" && $0 != "quality" } + ["fps"]
    /// A game's choices, with the loop's `fps` and `transparent`.
    static let gameNames = GameRequest.names + ["fps", "transparent"]

    static func contentType(archive: Bool) -> String { archive ? "application/zip" : "application/json" }

    /// The subject's loop; nil for a HEAD (`checkedOnly`), which stops once every check has passed.
    static func lottie(_ subject: RenderSubject, _ query: QueryParameters, archive: Bool, configuration: ServiceConfiguration,
                       settings: (SceneOverrides) throws -> ResolvedSettings, checkedOnly: Bool = false) throws -> Data? {
        let plan = try ServiceRender(subject, output: .lottie(archive: archive), query, names: names, gameNames: gameNames)
            .plan(settings: settings)
        try configuration.checkCaps(plan)
        return checkedOnly ? nil : try plan.lottie().data
    }
}
