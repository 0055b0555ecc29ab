import ChessMotionSupport
import FoundationEssentials
import Glibc
import Synchronization

/// Where the tool's words go: results on stdout, diagnostics, progress and "wrote ..." lines on
/// stderr. The one output point, so two rules hold for everything printed: control characters
/// from untrusted text are escaped (`TerminalText`), and bytes go out through write(2) retried on
/// EINTR, since Foundation's `FileHandle.write` traps when a signal interrupts it. And every
/// write to stdout is checked: a file's bytes that do not go out are a thrown error, and a
/// result line that does not is remembered and turns the exit status to 1 when the command ends
/// (`finishStandardOutput`), so a full disk is never reported as success.
enum Console {
    static func out(_ text: String) {
        if let code = DescriptorWriter.writeAll(Array((TerminalText.escaped(text) + "\n").utf8), to: STDOUT_FILENO) {
            firstOutFailure.withLock { first in if first == nil { first = code } }
        }
    }

    /// Result lines, each escaped as `out` escapes it, written in blocks of about 64 KiB: a
    /// listing of 100,000 lines is a hundred write(2)s rather than 100,000.
    static func out(lines: some Sequence<String>) {
        var block: [UInt8] = []
        block.reserveCapacity(Self.blockBytes + 4096)
        func flush() {
            if !block.isEmpty, let code = DescriptorWriter.writeAll(block, to: STDOUT_FILENO) {
                firstOutFailure.withLock { first in if first == nil { first = code } }
            }
            block.removeAll(keepingCapacity: true)
        }
        for line in lines {
            block.append(contentsOf: TerminalText.escaped(line).utf8)
            block.append(UInt8(ascii: "\n"))
            if block.count >= Self.blockBytes { flush() }
        }
        flush()
    }

    private static let blockBytes = 64 << 10

    /// A file's bytes to stdout as they are (`-o -`): no newline added, nothing escaped (the
    /// reader asked for the file, not for text). Throws when they did not all go out, so the
    /// caller never says it wrote them.
    static func outData(_ data: Data) throws(StandardOutputError) {
        if let code = DescriptorWriter.writeAll(Array(data), to: STDOUT_FILENO) { throw StandardOutputError(code: code) }
    }

    /// The errno of the first result line stdout refused, if any.
    private static let firstOutFailure = Mutex<Int32?>(nil)

    /// Ends the process's use of stdout: the first write it refused, or a failing close(2) (a
    /// file system that reports a write's failure only then), as an error. Nothing is buffered
    /// (every write is write(2)), so closing is the last step that can fail. Called once, by
    /// `ChessMotionTool.run`, after the command.
    static func finishStandardOutput() throws(StandardOutputError) {
        if let code = firstOutFailure.withLock({ $0 }) { throw StandardOutputError(code: code) }
        if close(STDOUT_FILENO) != 0, errno != EINTR, errno != EBADF { throw StandardOutputError(code: errno) }
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

    /// Writes every byte to stderr, retrying after EINTR and short writes. A stderr that refuses
    /// ends the attempt quietly: there is nowhere left to tell.
    static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8), to: descriptor)
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = DescriptorWriter.writeAll(bytes, to: descriptor)
    }
}
