import Foundation
import Synchronization

/// A Python venv of the tests' own under `.build/test-venvs/NAME`, with pinned packages from
/// PyPI: made on first use with Debian's python3, so a clean clone needs nothing installed by
/// hand and no Python package reaches the product. Made once per test process; a lock file keeps
/// two test processes from making it together, and a marker naming the packages makes a changed
/// pin rebuild it.
public final class TestVenv: Sendable {
    public struct SetupFailed: Error, CustomStringConvertible {
        public var venv: String
        public var step: String
        public var output: String
        public var description: String { "could not set up the \(venv) venv (\(step)): \(output)" }
    }

    public let name: String
    public let packages: [String]
    /// The venv's folder, under `.build/test-venvs/`.
    public let folder: URL
    private let made = Mutex<Result<URL, SetupFailed>?>(nil)

    public init(name: String, packages: [String]) {
        self.name = name
        self.packages = packages
        folder = Fixtures.url(".build/test-venvs/" + name)
    }

    /// The venv's python, with `packages` importable. Tests that need it wait while it is made.
    public var python: URL {
        get throws(SetupFailed) {
            try made.withLock { made in
                if made == nil { made = Result { () throws(SetupFailed) in try install() } }
                return made!
            }.get()
        }
    }

    private func install() throws(SetupFailed) -> URL {
        let python = folder.appendingPathComponent("bin/python")
        let marker = folder.appendingPathComponent("installed-" + packages.joined(separator: "+"))
        try? FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = open(folder.path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw failed("lock", String(cString: strerror(errno))) }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        if FileManager.default.fileExists(atPath: marker.path) { return python }
        try? FileManager.default.removeItem(at: folder)
        try run(ProcessRunner(path: "/usr/bin/python3"), ["-m", "venv", folder.path], timeout: 120,
                step: "python3 -m venv (python3-venv is in Scripts/install-dependencies test)")
        try run(ProcessRunner(python), ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + packages,
                timeout: 600, step: "pip install \(packages.joined(separator: " "))")
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
        return python
    }

    /// Installs more packages into the venv, as `pip install EXTRA...` (`--no-deps` and the like
    /// allowed), once the venv exists.
    public func pipInstall(_ arguments: [String], timeout: Double = 600) throws(SetupFailed) {
        try run(ProcessRunner(python), ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + arguments,
                    timeout: timeout, step: "pip install \(arguments.joined(separator: " "))")
    }

    /// Runs one setup step; its output is kept only to say why it failed.
    @discardableResult
    private func run(_ runner: ProcessRunner, _ arguments: [String], timeout: Double, step: String) throws(SetupFailed) -> ProcessRunner.Result {
        let result: ProcessRunner.Result
        do { result = try runner.run(arguments, timeout: timeout) } catch { throw failed(step, "\(error)") }
        guard result.status == 0 else { throw failed(step, result.stderr) }
        return result
    }

    private func failed(_ step: String, _ output: String) -> SetupFailed {
        SetupFailed(venv: name, step: step, output: output)
    }
}
