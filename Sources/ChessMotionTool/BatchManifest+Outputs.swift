import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import Glibc

/// The checks on where a manifest's jobs write, made before anything is drawn. Paths are
/// compared as the file system will follow them (`ResolvedPath`), not as spelled: a symbolic
/// link to a folder, `./` or `../` would otherwise slip past a comparison of text.
extension BatchManifest {
    /// Both checks below, on every output resolved once (a manifest may hold 100,000).
    static func checkOutputs(_ jobs: [BatchJob], below folder: URL) throws(BatchManifestError) {
        var paths = ResolvedOutputs()
        let resolved = jobs.map { paths.resolve($0.outputPath) }
        try checkDistinctOutputs(jobs, resolved: resolved)
        try checkOutputsBelow(folder, jobs, resolved: resolved)
    }

    /// Two jobs writing one file would race across shards and overwrite each other in one run:
    /// refused, naming both.
    static func checkDistinctOutputs(_ jobs: [BatchJob], resolved: [String]) throws(BatchManifestError) {
        var writers: [String: Int] = [:]
        writers.reserveCapacity(jobs.count)
        for (index, path) in resolved.enumerated() {
            if let first = writers.updateValue(index, forKey: path) {
                throw .duplicateOutput(path: path, first: jobs[first], second: jobs[index])
            }
        }
    }

    /// An output that is the manifest's folder, or a folder above it, would be replaced (or,
    /// for frames, filled) where the manifest and the user's other files live: refused, naming
    /// the job and the path.
    static func checkOutputsBelow(_ folder: URL, _ jobs: [BatchJob], resolved: [String]) throws(BatchManifestError) {
        let home = ResolvedPath.of(folder)
        for (index, path) in resolved.enumerated() where ResolvedPath.path(path, isOrHolds: home) {
            throw .outputHoldsManifest(path: path, job: jobs[index], folder: home)
        }
    }
}

/// Outputs resolved folder by folder: a manifest's thousands of jobs write into a few folders,
/// so each folder is resolved once and an output not yet on disk costs one `lstat`. Paths are
/// handled as text (already standardized, `BatchJob.outputPath`): through `URL` this was most
/// of the cost of reading a large manifest.
struct ResolvedOutputs {
    private var folders: [Substring: String] = [:]

    mutating func resolve(_ standard: String) -> String {
        guard let slash = standard.lastIndex(of: "/") else { return ResolvedPath.of(URL(fileURLWithPath: standard)) }
        let name = standard[standard.index(after: slash)...]
        // The root, or a name already on disk (a link may lead anywhere, the manifest's own
        // folder included), is resolved whole.
        var status = stat()
        guard !name.isEmpty, lstat(standard, &status) != 0 else {
            return ResolvedPath.of(URL(fileURLWithPath: standard))
        }
        let parent = slash == standard.startIndex ? "/" : standard[..<slash]
        let folder: String
        if let known = folders[parent] {
            folder = known
        } else {
            folder = ResolvedPath.of(URL(fileURLWithPath: String(parent), isDirectory: true))
            folders[parent] = folder
        }
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
