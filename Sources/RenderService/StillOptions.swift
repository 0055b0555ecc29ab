import ChessMotion
import MotionKit

/// The parameters every still route reads, named as the CLI's options: the rendering choices
/// that override the server's defaults, the size, `quality` and `transparent`, as a still's
/// `RenderSpec` (whose check they pass before anything is loaded).
struct StillOptions: Sendable {
    static let names = ["theme", "pieces", "scheme", "width", "quality", "transparent"]

    var spec: RenderSpec
    var overrides: SceneOverrides { spec.overrides }
    var width: Int? { spec.width }
    var quality: Int? { spec.quality }

    /// `names` are the route's own, `t` among them for a scene.
    init(_ query: QueryParameters, format: ImageFormat, overrides: SceneOverrides? = nil, names: [String] = Self.names) throws(ServiceError) {
        let look = try Self.look(query)
        spec = try RenderSpec(query, output: .still(format), overrides: overrides ?? look, names: names)
    }

    /// `theme`, `pieces` and `scheme`: the look every render route reads, still or clip.
    static func look(_ query: QueryParameters) throws(ServiceError) -> SceneOverrides {
        SceneOverrides(theme: query.text("theme"), pieces: query.text("pieces"), scheme: try query.choice("scheme", as: ColorScheme.self))
    }

    /// The renderer with this request's transparency.
    func applied(to renderer: FrameRenderer) -> FrameRenderer {
        var renderer = renderer
        if spec.transparent { renderer.environment.transparentBackground = true }
        return renderer
    }
}
