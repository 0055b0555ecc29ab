import ChessMotionSupport
import Foundation

/// The checks on where a manifest's jobs write, made before anything is drawn. Paths are
/// compared as the file system will follow them (`ResolvedPath`), not as spelled: a symbolic
/// link to a folder, `./` or `../` would otherwise slip past a comparison of text.
extension BatchManifest {
    /// Two jobs writing one file would race across shards and overwrite each other in one run:
    /// refused, naming both.
    static func checkDistinctOutputs(_ jobs: [BatchJob]) throws(BatchManifestError) {
        var writers: [String: BatchJob] = [:]
        var paths = ResolvedOutputs()
        for job in jobs {
            let path = paths.resolve(job.output)
            if let first = writers[path] { throw .duplicateOutput(path: path, first: first, second: job) }
            writers[path] = job
        }
    }

    /// An output that is the manifest's folder, or a folder above it, would be replaced (or,
    /// for frames, filled) where the manifest and the user's other files live: refused, naming
    /// the job and the path.
    static func checkOutputsBelow(_ folder: URL, _ jobs: [BatchJob]) throws(BatchManifestError) {
        let home = ResolvedPath.of(folder)
        var paths = ResolvedOutputs()
        for job in jobs {
            let path = paths.resolve(job.output)
            if ResolvedPath.path(path, isOrHolds: home) { throw .outputHoldsManifest(path: path, job: job, folder: home) }
        }
    }
}

/// Outputs resolved folder by folder: a manifest's thousands of jobs write into a few folders,
/// so each folder is resolved once and an output not yet on disk costs one `lstat`.
struct ResolvedOutputs {
    private var folders: [String: String] = [:]

    mutating func resolve(_ output: URL) -> String {
        let standard = output.standardized
        let name = standard.lastPathComponent
        // A name that moves up or stays put, or one already on disk (a link may lead anywhere,
        // the manifest's own folder included), is resolved whole.
        var status = stat()
        guard !name.isEmpty, name != ".", name != "..", name != "/", lstat(standard.path, &status) != 0 else {
            return ResolvedPath.of(standard)
        }
        let parent = standard.deletingLastPathComponent().path
        if let folder = folders[parent] { return folder == "/" ? "/" + name : folder + "/" + name }
        let folder = ResolvedPath.of(URL(fileURLWithPath: parent, isDirectory: true))
        folders[parent] = folder
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
