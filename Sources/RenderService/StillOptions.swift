import ChessMotion
import MotionKit

/// The parameters every still route reads, named as the CLI's options: the rendering choices
/// that override the server's defaults, the size, `quality` and `transparent`.
struct StillOptions: Sendable {
    static let names = ["theme", "pieces", "scheme", "width", "quality", "transparent"]

    var overrides = SceneOverrides()
    var width: Int?
    var quality: Int?
    var transparent = false

    init(_ query: QueryParameters, format: ImageFormat) throws(ServiceError) {
        overrides = try Self.look(query)
        width = try query.integer("width", in: SceneSize.widths)
        let (asked, clear) = (try query.integer("quality"), try query.flag("transparent"))
        let choices: OutputChoices
        do throws(OutputChoiceError) { choices = try OutputChoices(quality: asked, transparent: clear, for: .still(format)) } catch {
            throw ServiceError(error)
        }
        quality = choices.quality
        transparent = choices.transparent
    }

    /// `theme`, `pieces` and `scheme`: the look every render route reads, still or clip.
    static func look(_ query: QueryParameters) throws(ServiceError) -> SceneOverrides {
        SceneOverrides(theme: query.text("theme"), pieces: query.text("pieces"), scheme: try query.choice("scheme", as: ColorScheme.self))
    }

    /// The renderer with this request's transparency.
    func applied(to renderer: FrameRenderer) -> FrameRenderer {
        var renderer = renderer
        if transparent { renderer.environment.transparentBackground = true }
        return renderer
    }
}
