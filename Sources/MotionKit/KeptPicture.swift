internal import CCairo
import FoundationEssentials

/// The pictures `MotionCanvas.picture(at:_:)` draws: what one is kept by, and how it is drawn.
enum KeptPicture {
    /// The pictures drawn so far, for every canvas and worker: a scene has a few (its cards),
    /// each at a few quarter-pixel phases, so after the first frames nearly every one is painted
    /// from here.
    static let kept = KeptRasters<Calls>(byteBudget: 96 << 20)

    /// Past this a picture costs more memory than drawing it costs time.
    static let maxBytes = 16 << 20

    /// What a picture's pixels depend on: its calls at its drawing transform, and the device
    /// pixels they can reach there. Kept with the pixels; the calls themselves are not, so a
    /// kept picture holds nothing of the frame that drew it.
    struct Calls: Hashable, Sendable {
        let fingerprints: [DrawFingerprint]
        let bounds: DeviceBox
        let key: Int

        static func == (a: Self, b: Self) -> Bool {
            a.key == b.key && a.bounds == b.bounds && a.fingerprints == b.fingerprints
        }

        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    /// A picture's calls as recorded, to draw it when it is not kept.
    struct Recording {
        let draws: [RecordedDraw]
        let calls: Calls
        var bounds: DeviceBox { calls.bounds }

        /// Nil when the calls reach too far (or everywhere) to be kept as a picture.
        init?(_ draws: [RecordedDraw]) {
            guard let first = draws.first?.summary.box else { return nil }
            let bounds = draws.dropFirst().reduce(first) { $0.union($1.summary.box) }
            guard bounds != .everything, !bounds.isEmpty, bounds.x1 - bounds.x0 <= 8192, bounds.y1 - bounds.y0 <= 8192,
                  bounds.area * 4 <= KeptPicture.maxBytes else { return nil }
            var hasher = Hasher()
            hasher.combine(bounds)
            for draw in draws { hasher.combine(draw.summary.hash) }
            self.draws = draws
            calls = Calls(fingerprints: draws.map(\.summary.fingerprint), bounds: bounds, key: hasher.finalize())
        }

        /// The picture's size in pixels.
        var size: PixelSize { PixelSize(width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0) }

        /// Runs the calls onto `surface`, a transparent picture of `bounds`, through `context`
        /// pointed at it.
        func paint(on surface: OpaquePointer, through context: CairoContext) throws(RenderError) {
            cairo_surface_set_device_offset(surface, Double(-bounds.x0), Double(-bounds.y0))
            try RenderError.check(context.redirected(to: surface) { for draw in draws { draw.run() } })
        }
    }
}
