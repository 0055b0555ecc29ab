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
        width = try query.integer("width", in: 16...8192)
        quality = try query.integer("quality", in: 0...100)
        if let quality, let range = format.qualityRange, !range.contains(quality) {
            throw .badParameter(name: "quality", reason: "\(format.displayName) quality is \(range.lowerBound)...\(range.upperBound)")
        }
        if quality != nil, format.qualityRange == nil {
            throw .badParameter(name: "quality", reason: "only JPEG and WebP take a quality")
        }
        transparent = try query.flag("transparent")
        if transparent, !format.carriesAlpha {
            throw .badParameter(name: "transparent", reason: "\(format.displayName) has no transparency")
        }
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
