import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import FoundationEssentials
import MotionKit

struct BatchCommand: Command {
    static let name = "batch"
    static let summary = "Render every job of a manifest (scenes × themes × schemes × ...), or one shard of them."
    static let usage = ["batch MANIFEST [--shard K/N] [--force] [--list] [OPTIONS]"]
    static let discussion = """
    MANIFEST is a JSON file of jobs. A "matrix" (an object, or a list of them) gives each axis
    one value or a list, and expands to every combination; "jobs" lists single jobs. The axes
    are scene (a built-in scene, a .scene script or a .pgn file), theme, pieces, avatars,
    scheme, posture and locale; an axis a job leaves out comes from the settings. Each job's
    "output" is a path template such as "out/{scene}-{theme}-{scheme}.png": every {axis} is
    replaced by the job's value. The extension decides what is written: .png, .svg or .pdf is
    a still (at "t", default the still time), .mp4, .webm or .gif a clip ("playback": live,
    loop or once; "fps"), and a folder ending in / the clip's frames as numbered PNGs, as
    render FOLDER/ writes them. "width" or "scale" sets the size, "reduceMotion" true or false
    overrides the setting, and a top-level "settings" names a settings file (--settings wins
    over it). Relative paths are read from the manifest's folder. Every value is checked, and
    two jobs writing one file (however the path is spelled, links followed) or an output at or
    above the manifest's own folder are refused, before anything runs.

    Jobs run in the manifest's order: each matrix in turn, the scene varying slowest (then
    theme, pieces, avatars, scheme, posture, locale), then the jobs. --shard K/N runs jobs K,
    K + N, K + 2N, ... of that order, so N machines given the same manifest and K = 0 ... N - 1
    split it between them with no coordinator, and together write exactly what one unsharded
    run writes. --shard auto/N reads K from JOB_COMPLETION_INDEX, which a Kubernetes Indexed
    Job gives each pod.

    An output that exists is skipped (a rerun finishes what a stopped one left), unless --force.
    Forced into an existing folder, a sequence replaces only its own numbered frames: a batch
    never removes a file it did not write.
    A job that fails is reported, with why, and the others still run. Files and folders of
    frames are written whole or not at all, so an existing output is a complete one.
    Neighbouring stills are drawn --workers at a time and reported in order; a clip spreads its
    frames over the workers.
    """
    static let arguments = [ArgumentHelp("MANIFEST", "the JSON file of jobs (see above)")]

    static let shard = Option(
        "--shard", value: "K/N", kind: .text,
        help: "run only shard K of N (K from 0): the jobs whose position in the manifest's order is K modulo N; "
            + "auto/N takes K from \(BatchShard.indexVariable)",
        default: .text("the whole manifest"))
    static let force = Option.flag("--force", help: "redraw outputs that already exist")
    static let list = Option.flag(
        "--list", help: "print this shard's jobs (output, then what it draws), one a line, and draw nothing")
    static let quiet = OutputOptions.quiet.with(
        help: "no line per job written or skipped (failures and the closing summary are always shown)")

    static let optionGroups = [
        OptionGroup("Options", [shard, force, list] + RenderWorkers.options),
        OptionGroup("Output", [quiet]),
    ]

    static let notes = """
    Exit status: 0 when every job was written or skipped, 1 when any failed (each is named on
    stderr, and the summary counts them), 2 for a malformed command line.
    """

    static let examples = [
        "batch manifest.json",
        "batch manifest.json --shard 0/4",
        "batch manifest.json --shard auto/8   # in a Kubernetes Indexed Job of 8 completions",
        "batch manifest.json --list --shard 1/4",
        "batch manifest.json --force --workers 2",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let path = try arguments.positionals(exactly: "MANIFEST")[0]
        let environment = ProcessInfo.processInfo.environment
        let part: BatchShard
        if let text = arguments.text(shard) {
            do { part = try BatchShard(parsing: text, environment: environment) } catch {
                throw UsageError.malformedValue(option: shard.name, value: text, reason: error.description)
            }
        } else {
            part = .whole
        }
        let manifest = try BatchManifest.load(URL(fileURLWithPath: path))
        let jobs = part.jobs(of: manifest.jobs)

        if arguments.flag(list) {
            let folder = FileManager.default.currentDirectoryPath
            Console.out(lines: jobs.lazy.map { "\(shown($0, from: folder))\t\($0.label)" })
            return 0
        }

        let workers = RenderWorkers(arguments)
        var runner = BatchRunner(force: arguments.flag(force),
                                 settingsFile: arguments.text(GlobalOptions.settings) ?? manifest.settingsFile,
                                 workers: workers.requested, budget: workers.budget, environment: environment)
        runner.cleansUpOnSignals = true
        let quiet = arguments.flag(Self.quiet)
        var warned: Set<String> = []
        let summary = runner.run(jobs) { job, outcome in
            switch outcome {
            case .written(let write):
                for warning in write.warnings where warned.insert(warning).inserted { Console.error("warning: \(warning)") }
                let details = [write.frames == 1 ? nil : "\(write.frames) frames", write.bytes.map(WrittenOutput.bytes)]
                if !quiet { Console.error((["wrote \(shown(job))", job.label] + details.compactMap { $0 }).joined(separator: ", ")) }
            case .skipped:
                if !quiet { Console.error("skipped \(shown(job)), \(job.label): it exists; --force redraws it") }
            case .failed(let reason):
                Console.error("failed \(shown(job)), \(job.label): \(reason)")
            }
        }
        let shardText = part == .whole ? "" : ", shard \(part) (\(jobs.count) of \(manifest.jobs.count) jobs)"
        Console.error("batch \(path)\(shardText): \(summary.written) written, \(summary.skipped) skipped, \(summary.failed) failed")
        return summary.failed == 0 ? 0 : 1
    }

    /// A job's output as the user wrote it in the manifest: relative to the current folder, and
    /// a folder of frames with its '/'.
    /// `folder` is the current folder, asked once by a caller showing many jobs.
    static func shown(_ job: BatchJob, from folder: String = FileManager.default.currentDirectoryPath) -> String {
        shown(path: job.outputPath, from: folder) + (job.writesFolder ? "/" : "")
    }

    /// A standardized path under the current folder (`folder`) as a relative one, as the user
    /// wrote the manifest's.
    static func shown(path: String, from folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
