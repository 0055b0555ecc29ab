internal import CCairo
import FoundationEssentials

/// Draws a scene at one instant into pixels or a vector document. Holds everything a frame
/// depends on besides `t`, so rendering a frame is a pure function of the renderer and `t`.
public struct FrameRenderer: Sendable {
    public var scene: any MotionScene
    public var palettes: PaletteSet
    public var environment: MotionEnvironment

    public init(scene: any MotionScene, palettes: PaletteSet, environment: MotionEnvironment = MotionEnvironment()) {
        self.scene = scene
        self.palettes = palettes
        self.environment = environment
    }

    /// The box-to-pixels transform: the box scaled to fit (aspect preserved) and centred.
    package static func fitTransform(box: Size, into size: PixelSize) -> AffineTransform {
        let scale = min(Double(size.width) / box.width, Double(size.height) / box.height)
        let dx = (Double(size.width) - box.width * scale) / 2
        let dy = (Double(size.height) - box.height * scale) / 2
        return AffineTransform.identity.translated(dx, dy).scaled(scale, scale)
    }

    /// Renders the frame at scene time `t` into a raster of `size` pixels.
    public func raster(at t: Double, size: PixelSize) throws(RenderError) -> RasterImage {
        guard t.isFinite else { throw .invalidTime(t) }
        let size = try size.validated()
        return try RasterImage.drawn(size: size) { context throws(RenderError) in try draw(into: context, at: t, size: size) }
    }

    /// Renders the frame as an SVG or PDF document, every shape kept as a vector.
    public func vectorDocument(at t: Double, size: PixelSize, format: ImageFormat) throws(RenderError) -> Data {
        guard t.isFinite else { throw .invalidTime(t) }
        let size = try size.validated()
        let sink = VectorSink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let opaque = unmanaged.toOpaque()
        let surface: OpaquePointer? = switch format {
        case .svg: cairo_svg_surface_create_for_stream(write, opaque, Double(size.width), Double(size.height))
        case .pdf: cairo_pdf_surface_create_for_stream(write, opaque, Double(size.width), Double(size.height))
        case .png, .jpeg, .webp: nil
        }
        guard let surface else { throw .cairo(status: "\(format.rawValue) is not a vector format") }
        // An SVG sized in px shows at the size asked for: cairo's default unit, the point, makes a
        // browser draw a 720-wide still 960 px wide. PDF stays in points, its own unit.
        if format == .svg { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        // A still has no date of its own: without one, the same picture is the same bytes.
        if format == .pdf { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "") }
        do {
            let context = CairoContext(surface: surface, isVector: true)
            try draw(into: context, at: t, size: size)
            cairo_surface_finish(surface)
            try RenderError.check(cairo_surface_status(surface))
        }
        return format == .svg ? VectorDocumentIDs.renumberingSurfaces(in: sink.data) : sink.data
    }

    /// The encoded still in `format`: PNG, JPEG or WebP bytes, or an SVG/PDF document. `quality`
    /// is JPEG's or WebP's (their defaults when nil); the other formats have none and ignore it.
    /// `cores` is how many cores a PNG's encoding may use at once (`RasterImage.pngData(cores:)`).
    public func encodedStill(at t: Double, size: PixelSize, format: ImageFormat, quality: Int? = nil,
                             cores: Int = 1) throws(RenderError) -> Data {
        switch format {
        case .png: try raster(at: t, size: size).pngData(cores: cores)
        case .jpeg, .webp: try LossyStillEncoder(format: format, quality: quality).encode(raster(at: t, size: size))
        case .svg, .pdf: try vectorDocument(at: t, size: size, format: format)
        }
    }

    private func draw(into context: CairoContext, at t: Double, size: PixelSize) throws(RenderError) {
        paintBackdrop(on: context)
        var canvas = canvas(on: context, size: size)
        scene.draw(&canvas, t: t)
        try RenderError.check(context.status)
    }

    /// The frame's first paint: the palette's background, or clear with a transparent
    /// background on a raster; a vector document gets no backdrop at all then.
    func paintBackdrop(on context: CairoContext) {
        let cr = context.cr
        let backdrop = environment.transparentBackground ? Color.clear : palettes[environment.colorScheme].background
        cairo_set_source_rgba(cr, backdrop.red, backdrop.green, backdrop.blue, backdrop.alpha)
        // A raster starts as uninitialised bytes (RasterImage.drawn): the background replaces
        // them instead of blending over them, which on a cleared surface gives the same pixels.
        if !context.isVector { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        if !(context.isVector && environment.transparentBackground) { cairo_paint(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The canvas the scene draws on, its box fitted to `size`.
    func canvas(on context: CairoContext, size: PixelSize) -> MotionCanvas {
        MotionCanvas(context: context, palette: palettes[environment.colorScheme], environment: environment, box: scene.box,
                     transform: Self.fitTransform(box: scene.box, into: size))
    }
}

/// Collects what Cairo's vector surfaces write. A class so the C callback can reach it.
private final class VectorSink {
    var data = Data()
}
