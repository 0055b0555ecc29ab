import Foundation

/// A fresh, empty folder for one test. Every folder of a test run lives under one root for the
/// process, `chess-motion-tests-PID` in the system's temporary folder, which is removed when
/// the test process exits; the root of a run that was killed is removed by the next run.
///
/// Why not a folder removed when its owner is released: ARC may release an object at its last
/// use rather than at the end of the scope, and a test that keeps only a path inside the folder
/// (`folder.appendingPathComponent("out.mp4")`) then loses the folder while the tool still
/// writes there. A plain value that the process cleans up cannot be lost early.
///
/// It reads like the URL it names (`path`, `appendingPathComponent`), so a test names files in
/// it as in any folder; `url` is the folder itself for APIs that take one.
public struct TemporaryFolder: Sendable, Hashable, CustomStringConvertible {
    public let url: URL

    /// `label` starts the folder's name, to tell whose a folder is while a run is under way.
    public init(_ label: String = "test") throws {
        url = Self.root.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }
    public var description: String { url.path }

    public func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }
    public func appendingPathComponent(_ name: String, isDirectory: Bool) -> URL {
        url.appendingPathComponent(name, isDirectory: isDirectory)
    }

    private static let prefix = "chess-motion-tests-"

    /// This process's root, made (and its removal at exit arranged) on first use.
    public static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeRootsOfDeadRuns(in: temporary)
        let root = temporary.appendingPathComponent(prefix + String(getpid()), isDirectory: true)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-tests-\(getpid())")
            try? FileManager.default.removeItem(at: root)
        }
        return root
    }()

    /// Roots whose process is gone: a run killed before it could clean up.
    private static func removeRootsOfDeadRuns(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
