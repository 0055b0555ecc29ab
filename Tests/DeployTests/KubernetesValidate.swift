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
    static let venv = TestVenv(name: "kubernetes-validate", packages: [package])

    struct SetupFailed: Error, CustomStringConvertible {
        var step: String
        var output: String
        var description: String { "could not set up kubernetes-validate (\(step)): \(output)" }
    }

    /// The venv's python, with kubernetes-validate and PyYAML importable.
    static var python: URL {
        get throws { try venv.python }
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
