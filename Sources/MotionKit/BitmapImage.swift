internal import CCairo
import FoundationEssentials

/// A PNG loaded once, painted scaled into any rectangle (photos, exported avatars).
public struct BitmapImage: Sendable {
    public let name: String
    let source: CairoSourceSurface
    public var pixelWidth: Int { source.width }
    public var pixelHeight: Int { source.height }

    public static func load(pngAt url: URL) throws(ImageError) -> BitmapImage {
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw .missing(path: url.path) }
        guard let surface = cairo_image_surface_create_from_png(url.path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .unparsable(name: url.path, reason: "not a PNG file")
        }
        return BitmapImage(name: url.path, source: CairoSourceSurface(surface: surface))
    }

    init(name: String, source: CairoSourceSurface) {
        self.name = name
        self.source = source
    }
}
