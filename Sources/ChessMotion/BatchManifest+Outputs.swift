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
        for job in jobs {
            let path = ResolvedPath.of(job.output)
            if let first = writers[path] { throw .duplicateOutput(path: path, first: first, second: job) }
            writers[path] = job
        }
    }

    /// An output that is the manifest's folder, or a folder above it, would be replaced (or,
    /// for frames, filled) where the manifest and the user's other files live: refused, naming
    /// the job and the path.
    static func checkOutputsBelow(_ folder: URL, _ jobs: [BatchJob]) throws(BatchManifestError) {
        let home = ResolvedPath.of(folder)
        for job in jobs {
            let path = ResolvedPath.of(job.output)
            if ResolvedPath.path(path, isOrHolds: home) { throw .outputHoldsManifest(path: path, job: job, folder: home) }
        }
    }
}
