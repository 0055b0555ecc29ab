import MotionExport
import FoundationEssentials
import MotionKit

/// The export progress line on stderr: drawn only when stderr is a terminal and `--quiet` is
/// off, redrawn in place at most ten times a second, and cleared at the end (the command then
/// says what it wrote, terminal or not).
struct ProgressBar {
    let isEnabled: Bool
    private var lastDrawn = -Double.infinity

    init(quiet: Bool) {
        isEnabled = !quiet && Console.stderrIsTerminal
    }

    mutating func update(_ progress: ExportProgress) {
        guard isEnabled, progress.done == progress.total || progress.elapsed - lastDrawn >= 0.1 else { return }
        lastDrawn = progress.elapsed
        Console.errorInPlace("\r" + progress.line() + "\u{1B}[K")
    }

    /// Clears the bar, at the end or before an error message, so that the next line starts clean.
    func clear() {
        guard isEnabled else { return }
        Console.errorInPlace("\r\u{1B}[K")
    }

    /// Runs an export with a bar fed by its progress, and clears the bar however the export ends,
    /// so that a result or an error message starts on a clean line.
    static func showing<Result>(quiet: Bool, _ export: (_ progress: (ExportProgress) -> Void) throws -> Result) throws -> Result {
        var bar = ProgressBar(quiet: quiet)
        defer { bar.clear() }
        return try export { bar.update($0) }
    }
}
