import MotionExport
import Foundation
import MotionKit

/// The export progress line on stderr: drawn only when stderr is a terminal and `--quiet` is
/// off, redrawn in place at most ten times a second, and replaced by a summary at the end.
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

    func finish(_ summary: String) {
        guard isEnabled else { return }
        Console.errorInPlace("\r\u{1B}[K")
        Console.error(summary)
    }

    /// Clears a half-drawn bar so that an error message starts on a clean line.
    func abandon() {
        guard isEnabled else { return }
        Console.errorInPlace("\r\u{1B}[K")
    }
}
