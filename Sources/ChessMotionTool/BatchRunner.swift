import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import ChessScenes
import MotionExport
import MotionKit

/// Runs batch jobs one after another, each drawn as `still` or `render` would draw it. A job
/// that fails is reported and the next one runs; an output already on disk is left alone unless
/// `force`, so a shard that was stopped half way resumes where it was. Files are written whole
/// or not at all (stills are moved into place, clips are encoded beside their destination), so
/// "already on disk" always means "complete".
///
///     let manifest = try BatchManifest.load(URL(fileURLWithPath: "manifest.json"))
///     let summary = BatchRunner().run(try BatchShard(index: 0, count: 4).jobs(of: manifest.jobs))
package struct BatchRunner: Sendable {
    /// Redraw outputs that exist.
    package var force: Bool
    /// The settings file for every job (nil: `$CHESS_MOTION_SETTINGS`, else the standard one).
    package var settingsFile: String?
    package var environment: [String: String]
    /// Frames drawn at once for a clip; nil is one per core, within `budget`.
    package var workers: Int?
    package var budget: RenderMemoryBudget
    /// Stop ffmpeg and remove a clip's partial output if the process is interrupted (SIGINT,
    /// SIGTERM, SIGHUP, SIGQUIT), then exit as `render` does (`ExportInterruption`). Off by
    /// default: signal handling is the whole process's, so a program embedding the runner opts
    /// in; `chess-motion batch` does.
    package var cleansUpOnSignals = false
    private let installed: InstalledAssets

    package init(force: Bool = false, settingsFile: String? = nil, workers: Int? = nil, budget: RenderMemoryBudget = .standard,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.force = force
        self.settingsFile = settingsFile
        self.workers = workers
        self.budget = budget
        self.environment = environment
        installed = .standard(environment: environment)
    }

    /// Runs `jobs`, calling `report` after each in their order. Neighbouring stills are drawn
    /// on `workers` threads at once (a still is one frame: only several at a time keep the cores
    /// busy); a clip runs alone, its frames spread over the cores instead.
    package func run(_ jobs: [BatchJob], report: (BatchJob, BatchOutcome) -> Void = { _, _ in }) -> BatchSummary {
        var summary = BatchSummary()
        var start = jobs.startIndex
        while start < jobs.endIndex {
            var end = start
            while end < jobs.endIndex, case .still = jobs[end].spec.output { end += 1 }
            if end == start { end = start + 1 } // a clip
            let group = Array(jobs[start..<end])
            let pool = ParallelFrameRenderer(workers: group.count == 1 ? 1 : workers ?? ParallelFrameRenderer.defaultWorkers)
            // Neither closure throws: every job's failure is its outcome.
            try? pool.run(count: group.count, make: { [self] index in run(group[index]) }, deliver: { index, outcome in
                summary.add(outcome, of: group[index])
                report(group[index], outcome)
            })
            start = end
        }
        return summary
    }

    /// One job: skipped, written, or failed with the reason; never thrown.
    package func run(_ job: BatchJob) -> BatchOutcome {
        if !force, FileManager.default.fileExists(atPath: job.output.path) { return .skipped }
        do {
            return .written(try write(job))
        } catch {
            return .failed(reason: String(describing: error))
        }
    }

    private func write(_ job: BatchJob) throws -> BatchWrite {
        let settings = try ResolvedSettings(settingsFile: settingsFile, overrides: job.overrides, installed: installed,
                                            environment: environment)
        let prepared = try PreparedScene(job.scene, settings: settings, overrides: job.overrides)
        let plan = try prepared.plan(job.spec)
        // A template may spread outputs over folders of their own ("out/{scheme}/{scene}.png").
        try Self.makeFolder(job.output.deletingLastPathComponent())
        // A still is one frame, drawn on the runner's own thread beside its neighbours.
        let parallel = try plan.parallel(workers: job.spec.output.isClip ? workers : 1, budget: budget)
        if job.spec.output == .frames { return try writeSequence(plan, parallel: parallel, to: job.output) }
        let written = try plan.write(to: job.output, parallel: parallel, budget: budget,
                                     ffmpeg: { [environment] () throws(ExportError) in try FFmpeg.locate(environment: environment) },
                                     guarding: { interruption(of: job.output, cleanup: $0) })
        return BatchWrite(bytes: written.bytes, frames: written.frames, warnings: prepared.warnings)
    }

    /// PNG frames as `render FOLDER/` draws them, written into a private folder beside the
    /// destination and moved into place once all are drawn: a new folder appears whole, so a
    /// rerun's skip is right, and a failed or interrupted job leaves nothing half-made where the
    /// output belongs. An existing folder (`--force`) keeps everything but its own numbered
    /// frames, which the new ones replace: a batch never removes a file it did not write.
    private func writeSequence(_ plan: RenderPlan, parallel: ParallelFrameRenderer, to output: URL) throws -> BatchWrite {
        try PNGSequenceWriter.checkNotAFile(output)
        PartialOutput.clearStale(besides: output)
        let partial = try PartialOutput.create(for: output)
        let interruption = interruption(of: output, cleanup: partial.discarding)
        defer { interruption?.end() }
        do {
            let written = try plan.write(to: partial.file, parallel: parallel, ffmpeg: { () throws(ExportError) in try FFmpeg.locate(environment: environment) })
            try partial.commitFolder(isOwnEntry: PNGSequenceWriter.isFrameName)
            return BatchWrite(bytes: written.bytes, frames: written.frames, warnings: plan.scene.warnings)
        } catch {
            partial.discard()
            throw error
        }
    }

    /// The clean-up of a clip being written, registered while it is (when `cleansUpOnSignals`).
    private func interruption(of output: URL, cleanup: @escaping @Sendable () -> Void) -> ExportInterruption? {
        guard cleansUpOnSignals else { return nil }
        return ExportInterruption(message: "interrupted: \(TerminalText.escaped(output.path)) was not written", cleanup: cleanup)
    }

    /// The output's folder, made if missing; two jobs drawn at once may race to make it.
    private static func makeFolder(_ folder: URL) throws {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder else { throw error }
        }
    }
}
