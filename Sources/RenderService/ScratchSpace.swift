import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The private folders a request that writes a file makes under the scratch folder, one each,
/// named after the process (`chess-motion-serve-PID-UUID`), so that a start can tell what a
/// killed predecessor left: a folder whose process is gone, or that carries this process's own
/// id before it has made any (a container restarted gets the same PID 1), is removed.
enum ScratchSpace {
    static let prefix = "chess-motion-serve-"

    /// A new folder's name for this process.
    static func folderName() -> String { "\(prefix)\(getpid())-\(UUID().uuidString)" }

    /// Removes what earlier processes left in `scratch`; the names removed, for the start's report.
    @discardableResult
    static func removeLeftovers(in scratch: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let pid = Int32(rest.prefix { $0.isASCII && $0.isNumber }), rest.dropFirst(String(pid).count).first == "-" else { continue }
            guard pid == getpid() || !isAlive(pid) else { continue }
            if (try? FileManager.default.removeItem(at: scratch.appendingPathComponent(name))) != nil { removed.append(name) }
        }
        return removed
    }

    /// Whether a process with this id exists (EPERM: it does, and is someone else's).
    private static func isAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
