import MotionKit
import Dispatch
import Foundation
import Synchronization

/// Reads a child process's stderr to its end in the background, so that a chatty ffmpeg can never
/// block on a full pipe while we are busy writing frames into it.
final class OutputCollector: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(reading handle: FileHandle) {
        DispatchQueue.global(qos: .utility).async { [self] in
            let bytes = handle.readDataToEndOfFile()
            data.withLock { $0 = bytes }
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
