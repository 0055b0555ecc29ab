internal import CCairo
import ChessMotionSupport
internal import CRsvg
import FoundationEssentials
import Synchronization

/// An SVG parsed once. Raster outputs paint it from a cache keyed by pixel size, so a piece drawn
/// on every frame is rasterised once per size, never re-parsed; vector outputs draw it as vectors.
public struct SVGImage: Sendable {
    /// Where it came from, for error messages.
    public let name: String
    let document: SVGDocument
    let cache: RasterCache
    /// The document's own size in CSS pixels (its width/height or viewBox).
    public let intrinsicSize: Size

    /// Reads the document with `SVGDrawing` when it stays within that subset (every built-in
    /// piece set does), else with librsvg.
    public init(data: Data, name: String) throws(ImageError) {
        if let drawing = try? SVGDrawing(reading: Array(data)) {
            self.init(drawing: drawing, name: name)
        } else {
            try self.init(librsvgData: data, name: name)
        }
    }

    init(drawing: SVGDrawing, name: String) {
        document = SVGDocument(.drawing(drawing))
        intrinsicSize = drawing.intrinsicSize
        self.name = name
        cache = RasterCache()
    }

    /// The document read and drawn by librsvg, whatever it holds.
    init(librsvgData data: Data, name: String) throws(ImageError) {
        // librsvg is opened on the first SVG it reads, not linked (Docs/Design.md): without it, say so.
        if let failure = cm_rsvg_failure() { throw .unparsable(name: name, reason: String(cString: failure)) }
        var error: UnsafeMutablePointer<GError>?
        let handle: OpaquePointer? = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        guard let handle else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "no SVG data"
            if let error { g_error_free(error) }
            throw .unparsable(name: name, reason: reason)
        }
        let librsvg = RsvgDocument(handle: handle)
        var width = 0.0, height = 0.0
        let known = rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)
        if known == 0 || width <= 0 || height <= 0 {
            // No width/height attributes: fall back to the viewBox's proportions.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, nil, &hasHeight, nil, &hasViewBox, &box)
            guard hasViewBox != 0, box.width > 0, box.height > 0 else {
                throw .unparsable(name: name, reason: "the SVG has neither a size nor a viewBox")
            }
            width = box.width; height = box.height
        }
        document = SVGDocument(.librsvg(librsvg))
        intrinsicSize = Size(width, height)
        self.name = name
        cache = RasterCache()
    }

    /// Whether the document is drawn without librsvg.
    package var isDrawnWithoutLibrsvg: Bool {
        if case .drawing = document.renderer { true } else { false }
    }

    public static func load(from url: URL) throws(ImageError) -> SVGImage {
        try SVGImage(data: read(url), name: url.path)
    }

    /// The largest SVG file read. Piece drawings are a few kilobytes; librsvg needs about 40
    /// times a file's size to parse it, so an unbounded file (a 50 MB `wK.svg` took 2.2 GB)
    /// is refused with the limit instead.
    public static let maximumFileSize = 4 << 20

    /// An SVG file's bytes: a regular file, at most `maximumFileSize`.
    public static func read(_ url: URL) throws(ImageError) -> Data {
        do { return Data(try InputFile.read(url.path, limit: maximumFileSize)) } catch {
            if case .missing = error { throw .missing(path: url.path) }
            throw .unreadable(path: url.path, reason: error.reason)
        }
    }

    /// The raster at exactly `width` x `height` pixels, drawn on first use and then reused.
    func raster(width: Int, height: Int) -> CairoSourceSurface {
        cache.surface(for: RasterCache.Key(width: width, height: height)) {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let cr = cairo_create(surface)!
            document.render(into: cr, viewport: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            return CairoSourceSurface(surface: surface)
        }
    }

    /// Draws the document as vectors into `cr` filling `rect` (for SVG and PDF outputs).
    func renderVector(into cr: OpaquePointer, rect: Rect) {
        document.render(into: cr, viewport: rect)
    }
}

/// The parsed document, shared by an image's copies: its identity is the picture's (a vector
/// recording keys pictures by it).
final class SVGDocument: Sendable {
    enum Renderer: Sendable {
        case drawing(SVGDrawing)
        case librsvg(RsvgDocument)
    }

    let renderer: Renderer

    init(_ renderer: Renderer) { self.renderer = renderer }

    func render(into cr: OpaquePointer, viewport: Rect) {
        switch renderer {
        case .drawing(let drawing):
            drawing.render(into: cr, viewport: viewport)
        case .librsvg(let librsvg):
            librsvg.withHandle { handle in
                var box = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
                _ = rsvg_handle_render_document(handle, cr, &box, nil)
            }
        }
    }
}

/// Rasters by pixel size. Bounded so that an animation that zooms through many sizes cannot grow
/// it without end; a board at one size needs one entry per piece.
final class RasterCache: Sendable {
    struct Key: Hashable, Sendable { var width: Int; var height: Int }
    private let entries = Mutex<[Key: CairoSourceSurface]>([:])
    private static let capacity = 24

    func surface(for key: Key, make: () -> CairoSourceSurface) -> CairoSourceSurface {
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let made = make()
        return entries.withLock { entries in
            if let raced = entries[key] { return raced }
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[key] = made
            return made
        }
    }

    var count: Int { entries.withLock { $0.count } }
}

public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    /// There but not readable as an image file: not a regular file, too large, no permission.
    case unreadable(path: String, reason: String)
    case unparsable(name: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path): "\(path): no such image file"
        case .unreadable(let path, let reason): "\(path): cannot read the image: \(reason)"
        case .unparsable(let name, let reason): "\(name): not a usable image: \(reason)"
        }
    }
}
