import ChessMotion

/// What became of one job.
package enum BatchOutcome: Sendable, Hashable {
    /// The file was written (atomically: complete, or the old one left in place).
    case written(BatchWrite)
    /// The file was there already and `force` was off.
    case skipped
    /// The job could not be drawn or written; the reason as the tool prints it. The other jobs
    /// ran regardless.
    case failed(reason: String)
}

/// A written file, for the line that reports it.
package struct BatchWrite: Sendable, Hashable {
    package var bytes: Int?
    /// Frames drawn: 1 for a still.
    package var frames: Int
    /// Things the user should hear about once (words the locale lacks, drawn in English).
    package var warnings: [String]

    package init(bytes: Int?, frames: Int, warnings: [String]) {
        self.bytes = bytes
        self.frames = frames
        self.warnings = warnings
    }
}

/// A job that failed, as the closing report lists it.
package struct BatchFailure: Sendable, Hashable {
    package var label: String
    package var output: String
    package var reason: String
}

/// The tally of a run: what the closing line says and what sets the exit status.
package struct BatchSummary: Sendable, Hashable {
    package var written = 0
    package var skipped = 0
    /// Each failed job, in order.
    package var failures: [BatchFailure] = []

    package init() {}

    package var failed: Int { failures.count }
    package var total: Int { written + skipped + failed }

    package mutating func add(_ outcome: BatchOutcome, of job: BatchJob) {
        switch outcome {
        case .written: written += 1
        case .skipped: skipped += 1
        case .failed(let reason): failures.append(BatchFailure(label: job.label, output: job.output.path, reason: reason))
        }
    }
}
