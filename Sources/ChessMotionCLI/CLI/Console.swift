import Foundation

/// Where the tool's words go: results on stdout, diagnostics, progress and "wrote ..." lines on
/// stderr. Every byte the tool prints passes through here, so what reaches a terminal is
/// decided in one place.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// A file's bytes to stdout as they are (`-o -`): no newline added.
    static func outData(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Raw bytes to stderr without a newline, for redrawing a progress line.
    static func errorInPlace(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
