import Foundation
import TestSupport

/// `kubernetes-validate` (PyPI), which checks manifests against Kubernetes' own OpenAPI schemas,
/// shipped inside the package: no cluster and no network once installed. It lives in a venv of
/// the tests' own under `.build/`, made on first use with Debian's python3, so a clean clone needs
/// nothing installed by hand and no Python package reaches the product. The version is pinned so
/// that the schemas judged against cannot change under the tests.
enum KubernetesValidate {
    static let package = "kubernetes-validate==1.37.0"
    /// The Kubernetes release the manifests are written for (its schemas ship in the package).
    static let kubernetesVersion = "1.30"
    static let venv = Fixtures.url(".build/test-venvs/kubernetes-validate")

    struct SetupFailed: Error, CustomStringConvertible {
        var step: String
        var output: String
        var description: String { "could not set up kubernetes-validate (\(step)): \(output)" }
    }

    /// The venv's python, with kubernetes-validate and PyYAML importable.
    static var python: URL {
        get throws { try installed.get() }
    }

    /// Made once per test process; a lock file keeps two test processes from building it together.
    private static let installed: Result<URL, Error> = Result { try install() }

    private static func install() throws -> URL {
        let python = venv.appendingPathComponent("bin/python")
        let marker = venv.appendingPathComponent("installed-" + package)
        try FileManager.default.createDirectory(at: venv.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = open(venv.path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw SetupFailed(step: "lock", output: String(cString: strerror(errno))) }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        if FileManager.default.fileExists(atPath: marker.path) { return python }
        try? FileManager.default.removeItem(at: venv)
        let made = try ProcessRunner(path: "/usr/bin/python3").run(["-m", "venv", venv.path], timeout: 120)
        guard made.status == 0 else {
            throw SetupFailed(step: "python3 -m venv (python3-venv is in Scripts/install-dependencies test)", output: made.stderr)
        }
        let pip = try ProcessRunner(python).run(["-m", "pip", "install", "--quiet", "--disable-pip-version-check", package],
                                                timeout: 600)
        guard pip.status == 0 else { throw SetupFailed(step: "pip install \(package)", output: pip.stderr) }
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
        return python
    }

    /// Validates `files` strictly (unknown fields are errors, as a typo in a probe would be).
    static func validate(_ files: [URL]) throws -> ProcessRunner.Result {
        try ProcessRunner(python).run(["-m", "kubernetes_validate", "--strict", "--kubernetes-version", kubernetesVersion]
                                      + files.map(\.path), timeout: 120)
    }

    /// Every document of a YAML file, read by PyYAML and handed over as JSON.
    static func documents(of file: URL) throws -> [[String: Any]] {
        let script = "import json, sys, yaml; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))"
        let result = try ProcessRunner(python).run(["-c", script, file.path], timeout: 60)
        guard result.status == 0 else { throw SetupFailed(step: "reading \(file.lastPathComponent)", output: result.stderr) }
        let documents = try JSONSerialization.jsonObject(with: result.stdoutData) as? [Any] ?? []
        return documents.compactMap { $0 as? [String: Any] }
    }
}
