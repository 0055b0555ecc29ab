import ChessMotion
import ChessMotionSupport
import FoundationEssentials

/// A list of renders in one JSON file: matrices that expand to the cross product of their axes,
/// and single jobs, each writing a file named from its choices.
///
///     {
///       "settings": "ci-settings.json",
///       "matrix": {
///         "scene": ["coins", "bots"], "theme": ["brown", "wood"], "scheme": ["light", "dark"],
///         "output": "out/{scene}-{theme}-{scheme}.png", "width": 360
///       },
///       "jobs": [
///         { "scene": "Examples/Scenes/scholars-mate.scene", "output": "out/mate.mp4", "playback": "once" }
///       ]
///     }
///
/// `matrix` is one object or a list of them. Jobs run in expansion order: each matrix in turn
/// (the scene varying slowest, in `BatchAxis` order, values as listed), then `jobs` as listed.
/// That order is what `BatchShard` divides, so it depends only on the file. Relative paths
/// (scenes, outputs, settings) are read from the manifest's folder, so a manifest means the same
/// wherever the tool is started.
package struct BatchManifest: Sendable {
    /// The file, as messages name it.
    package let file: String
    /// The folder relative paths are read from.
    package let folder: URL
    /// The settings file the manifest asks for (resolved), or nil for the usual one.
    package let settingsFile: String?
    /// Every job, in expansion order.
    package let jobs: [BatchJob]

    /// More jobs than this is a typo in a matrix rather than a plan.
    package static let maximumJobs = 100_000

    /// Reads the manifest at `url`; relative paths in it are read from its folder.
    package static func load(_ url: URL) throws(BatchManifestError) -> BatchManifest {
        let document: JSONDocument
        do { document = try JSONDocument.read(url) } catch { throw .file(error) }
        return try BatchManifest(document, folder: url.deletingLastPathComponent())
    }

    /// Reads a manifest held in memory, `file` naming it in messages.
    package init(parsing bytes: some Collection<UInt8>, file: String, folder: URL) throws(BatchManifestError) {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes, file: file) } catch { throw .file(error) }
        try self.init(document, folder: folder)
    }

    init(_ document: JSONDocument, folder: URL) throws(BatchManifestError) {
        file = document.file
        self.folder = folder
        let reading = BatchManifestReading(folder: folder)
        do {
            let top = try document.reader.object(keys: ["settings", "matrix", "jobs"])
            settingsFile = try top.optionalMember("settings").map { try reading.path($0.nonBlankString()) }
            jobs = try reading.jobs(in: top)
        } catch let error as DataFileError {
            throw .file(error)
        } catch let error as BatchManifestError {
            throw error
        } catch {
            throw .file(.unreadable(file: document.file, reason: "\(error)"))
        }
        try Self.checkOutputs(jobs, below: folder)
    }
}
