import ChessMotionSupport
import FoundationEssentials

/// Writes a still to disk without ever leaving a half-written file where the user's was:
/// the whole image is encoded in memory first, then moved into place atomically.
package enum StillWriter {
    package static func format(for url: URL) throws(RenderError) -> ImageFormat {
        guard let format = ImageFormat(pathExtension: url.pathExtension) else {
            throw .unknownFormat(path: url.path, known: ImageFormat.extensions)
        }
        return format
    }

    package static func write(_ renderer: FrameRenderer, at t: Double, size: PixelSize, to url: URL) throws(RenderError) {
        let format = try format(for: url)
        try checkWritable(url)
        let data = try renderer.encodedStill(at: t, size: size, format: format)
        try write(data, to: url)
    }

    /// A folder where the file belongs is said to be one (Foundation would call it "error
    /// 512"), and left as it is.
    package static func write(_ data: Data, to url: URL) throws(RenderError) {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory {
            throw .unwritable(path: url.path, reason: "it is a folder")
        }
        do { try data.write(to: url, options: .atomic) } catch {
            throw .unwritable(path: url.path, reason: ErrorReason.of(error))
        }
    }

    /// Fails early, before any rendering, when the folder is missing or not writable.
    package static func checkWritable(_ url: URL) throws(RenderError) {
        let folder = url.deletingLastPathComponent()
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory else {
            throw .unwritable(path: url.path, reason: "the folder \(folder.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw .unwritable(path: url.path, reason: "the folder \(folder.path) is not writable")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory {
            throw .unwritable(path: url.path, reason: "it is a folder")
        }
    }
}
