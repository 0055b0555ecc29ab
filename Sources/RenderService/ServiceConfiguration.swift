import ChessMotion
import FoundationEssentials
import HTTPServer

/// Everything a `serve` process is started with: where it listens, how much work it takes on,
/// the caps on one request, and the file its render defaults come from. No user settings store
/// is read: the same request gives the same bytes on every instance of a fleet.
package struct ServiceConfiguration: Sendable {
    package var http = HTTPServerConfiguration()
    /// Renders at once.
    package var workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Requests waiting for a worker at most; one more is answered 503 at once.
    package var queue = 16
    /// Query text per request, names and values.
    package var queryLimit = 4096
    /// Pixels of one frame.
    package var pixelLimit = 4096 * 4096
    /// Frames of one animation.
    package var frameLimit = 1200
    /// Seconds a render may take before it is answered 503.
    package var renderSeconds = 30.0
    /// Seconds a shutdown waits for requests in flight.
    package var graceSeconds = 20.0
    /// `Cache-Control: max-age` for a shared cache.
    package var cacheSeconds = 86_400
    /// The render defaults (theme, pieces, avatars, scheme, locale) in the settings file format;
    /// nil for the built-in defaults.
    package var defaultsFile: String?
    /// Where a request that writes a file (a clip, a game GIF drawn frame by frame) makes its
    /// private folder, removed before its answer leaves.
    package var scratchFolder = FileManager.default.temporaryDirectory
    /// The tool's version: part of every ETag, so an upgrade never serves a stale image.
    package var toolVersion = "0"

    package init() {}
}

extension ServiceConfiguration {
    /// The service's caps on one render, before anything is drawn: its pixels and its frames.
    func checkCaps(_ plan: RenderPlan) throws(ServiceError) {
        try checkPixels(plan.size)
        try checkFrames(plan.frameCount)
    }

    /// A picture of `size` within `--max-pixels`, every route's cap.
    func checkPixels(_ size: PixelSize) throws(ServiceError) {
        guard size.width * size.height <= pixelLimit else { throw .tooManyPixels(width: size.width, height: size.height, limit: pixelLimit) }
    }

    /// A GIF or clip of `count` frames within `--max-frames`.
    func checkFrames(_ count: Int) throws(ServiceError) {
        guard count <= frameLimit else { throw .tooManyFrames(count: count, limit: frameLimit) }
    }
}
