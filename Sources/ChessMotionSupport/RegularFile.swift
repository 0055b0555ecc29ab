import FoundationEssentials
import Glibc

/// A data file's bytes (palette, theme, manifest, bots, strings, settings, piece SVG), read
/// through the one guarded reader, `InputFile`, with its refusals said as a data file's:
/// `Data(contentsOf:)` follows a path wherever it leads — a FIFO blocks it forever, `/dev/zero` or
/// a huge file fills memory — so here a path must name a regular file (directly or through a
/// symbolic link, which dotfile managers use) of bounded size.
package enum RegularFile {
    /// Far more than any palette, theme, manifest, bots or settings file needs (they are a few
    /// KiB), and small enough that a mistaken path costs nothing.
    package static let dataFileLimit = 4 * 1024 * 1024

    package static func read(_ url: URL, limit: Int = dataFileLimit) throws(DataFileError) -> [UInt8] {
        do {
            return try InputFile.read(url.path, limit: limit)
        } catch {
            switch error {
            case .missing(let path): throw .unreadable(file: path, reason: ErrorReason.text(ENOENT))
            case .unreadable(let path, let reason): throw .unreadable(file: path, reason: reason)
            case .notARegularFile(let path, let kind): throw .notARegularFile(file: path, kind: kind.rawValue)
            case .tooLarge(let path, let limit, let size): throw .tooLarge(file: path, size: size ?? limit + 1, limit: limit)
            case .lineTooLong(let path, _, let limit): throw .tooLarge(file: path, size: limit + 1, limit: limit)
            }
        }
    }
}
