import ChessMotionSupport
import Foundation

/// Where the tool's words go: results on stdout, diagnostics, progress and "wrote ..." lines on
/// stderr. The one output point, so two rules hold for everything printed: control characters
/// from untrusted text are escaped (`TerminalText`), and bytes go out through write(2) retried on
/// EINTR, since Foundation's `FileHandle.write` traps when a signal interrupts it.
enum Console {
    static func out(_ text: String) {
        write(TerminalText.escaped(text) + "\n", to: STDOUT_FILENO)
    }

    /// A file's bytes to stdout as they are (`-o -`): no newline added, nothing escaped (the
    /// reader asked for the file, not for text).
    static func outData(_ data: Data) {
        write(Array(data), to: STDOUT_FILENO)
    }

    /// Diagnostics also have each very long line cut short: an error quoting a 10 MB line of
    /// input shows its start.
    static func error(_ text: String) {
        write(TerminalText.shortened(TerminalText.escaped(text)) + "\n", to: STDERR_FILENO)
    }

    /// Raw bytes to stderr without a newline, for redrawing a progress line with the tool's own
    /// control sequences (`\r`, erase line). Never for text from outside: it is not escaped.
    static func errorInPlace(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Writes every byte, retrying after EINTR and short writes. A closed stdout (`| head`)
    /// ends the attempt quietly: there is nobody left to tell.
    static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8), to: descriptor)
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = DescriptorWriter.writeAll(bytes, to: descriptor)
    }
}
