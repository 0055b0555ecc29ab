/// What became of one job.
public enum BatchOutcome: Sendable, Hashable {
    /// The file was written (atomically: complete, or the old one left in place).
    case written(BatchWrite)
    /// The file was there already and `force` was off.
    case skipped
    /// The job could not be drawn or written; the reason as the tool prints it. The other jobs
    /// ran regardless.
    case failed(reason: String)
}

/// A written file, for the line that reports it.
public struct BatchWrite: Sendable, Hashable {
    public var bytes: Int?
    /// Frames drawn: 1 for a still.
    public var frames: Int
    /// Things the user should hear about once (words the locale lacks, drawn in English).
    public var warnings: [String]

    public init(bytes: Int?, frames: Int, warnings: [String]) {
        self.bytes = bytes
        self.frames = frames
        self.warnings = warnings
    }
}

/// A job that failed, as the closing report lists it.
public struct BatchFailure: Sendable, Hashable {
    public var label: String
    public var output: String
    public var reason: String
}

/// The tally of a run: what the closing line says and what sets the exit status.
public struct BatchSummary: Sendable, Hashable {
    public var written = 0
    public var skipped = 0
    /// Each failed job, in order.
    public var failures: [BatchFailure] = []

    public init() {}

    public var failed: Int { failures.count }
    public var total: Int { written + skipped + failed }

    public mutating func add(_ outcome: BatchOutcome, of job: BatchJob) {
        switch outcome {
        case .written: written += 1
        case .skipped: skipped += 1
        case .failed(let reason): failures.append(BatchFailure(label: job.label, output: job.output.path, reason: reason))
        }
    }
}
