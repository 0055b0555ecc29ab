import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Reads a child process's stderr to its end in the background, so that a chatty ffmpeg can never
/// block on a full pipe while we are busy writing frames into it. It reads with read(2), retried
/// on EINTR: Foundation's `readDataToEndOfFile` traps when a signal interrupts it. It keeps at
/// most `limit` bytes (the last ones), since a failing ffmpeg can repeat a message per frame.
final class OutputCollector: Sendable {
    private let data = Mutex([UInt8]())
    private let done = DispatchSemaphore(value: 0)
    static let limit = 256 * 1024

    /// Reads `descriptor` to its end and then closes it.
    init(reading descriptor: Int32) {
        DispatchQueue.global(qos: .utility).async { [self] in
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                data.withLock { bytes in
                    bytes.append(contentsOf: chunk[0..<count])
                    if bytes.count > Self.limit { bytes.removeFirst(bytes.count - Self.limit) }
                }
            }
            close(descriptor)
            done.signal()
        }
    }

    /// Everything read, once the writer has closed its end.
    var text: String {
        done.wait()
        done.signal() // later callers do not wait again
        return data.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// The last lines, enough to explain a failure without flooding the terminal.
    func tail(lines: Int = 12, orElse fallback: String) -> String {
        let all = text.split(separator: "\n", omittingEmptySubsequences: true)
        return all.isEmpty ? fallback : all.suffix(lines).joined(separator: "\n")
    }
}
