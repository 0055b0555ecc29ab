import ChessMotion
import ChessMotionSupport

/// Why a batch manifest cannot be run. Every problem is found before the first job starts, so a
/// manifest is run whole or not at all (a job that fails while drawing is a `BatchOutcome`).
package enum BatchManifestError: Error, Sendable, CustomStringConvertible {
    /// The file cannot be read, is not JSON, or a value in it will not do: with file, key path,
    /// line and column.
    case file(DataFileError)
    /// Neither `matrix` nor `jobs` holds anything.
    case noJobs(file: String)
    /// Two jobs write the same file.
    case duplicateOutput(path: String, first: BatchJob, second: BatchJob)
    /// A job's output is the manifest's own folder or a folder above it (`"output": "./"` or
    /// `"../"`): writing it would replace the folder that holds the manifest. `path` is the
    /// output as resolved.
    case outputHoldsManifest(path: String, job: BatchJob, folder: String)

    package var description: String {
        switch self {
        case .file(let error):
            error.description
        case .noJobs(let file):
            "\(file): no jobs: give a \"matrix\" (an object or a list of them) or a list of \"jobs\""
        case .duplicateOutput(let path, let first, let second):
            "\(path) is written by two jobs: \(first.location.withoutKeyPath): \(first.label), and "
                + "\(second.location.withoutKeyPath): \(second.label); give each its own output (a placeholder such as {theme} in the template)"
        case .outputHoldsManifest(let path, let job, let folder):
            "\(job.location.withoutKeyPath): \(job.label): the output \(TerminalText.escaped(path)) is "
                + (path == folder ? "the manifest's own folder" : "a folder above the manifest's (\(TerminalText.escaped(folder)))")
                + "; write outputs below it, such as \"out/\" or \"out/{scene}.png\""
        }
    }
}

extension DataFileLocation {
    /// `file:line:column`, for a message that names the job itself after it.
    var withoutKeyPath: String { "\(file):\(line):\(column)" }
}
