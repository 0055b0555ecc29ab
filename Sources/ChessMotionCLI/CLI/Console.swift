import Foundation

/// Where the tool's words go: results on stdout, diagnostics and progress on stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
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
