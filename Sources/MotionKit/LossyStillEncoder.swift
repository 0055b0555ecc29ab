import FoundationEssentials

/// Turns a rendered frame into JPEG or WebP bytes, in this process, at a quality on the format's
/// own scale (`ImageFormat.qualityRange`).
///
/// Why libjpeg-turbo and libwebp through small C shims rather than ffmpeg: a still is one frame,
/// and the libraries encode a 720 × 560 frame in about a millisecond straight from cairo's bytes,
/// where starting ffmpeg costs tens of milliseconds and would make `still` depend on a program
/// that PNG, SVG and PDF stills do not need. Debian ships both (`libjpeg62-turbo-dev`,
/// `libwebp-dev`), and cairo's own dependencies already pull in their runtimes.
///
/// JPEG has no alpha channel: its frame must be opaque (the CLI refuses `--transparent` for it).
/// WebP keeps alpha, so a transparent frame stays transparent.
package struct LossyStillEncoder: Sendable, Hashable {
    /// `.jpeg` or `.webp`.
    package let format: ImageFormat
    package let quality: Int

    /// `quality` nil is the format's default; a format with no quality scale is refused.
    package init(format: ImageFormat, quality: Int? = nil) throws(RenderError) {
        self.quality = try format.checkedQuality(quality)
        self.format = format
    }

    package func encode(_ image: RasterImage) throws(RenderError) -> Data {
        switch format {
        case .jpeg: try encodeJPEG(image)
        case .webp: try encodeWebP(image)
        case .png, .svg, .pdf: throw .lossyEncoding(format: format.displayName, reason: "not a lossy format")
        }
    }
}
