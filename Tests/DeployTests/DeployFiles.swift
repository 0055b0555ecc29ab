import Foundation
import RenderService
import TestSupport

/// The deployment artefacts the tests read, and the one place their paths are spelled.
enum DeployFiles {
    static let dockerfile = Fixtures.url("Dockerfile")
    static let haproxyConfig = Fixtures.url("Deploy/haproxy.cfg")
    static let kubernetesFolder = Fixtures.url("Deploy/kubernetes")
    static let installScript = Fixtures.url("Scripts/install-dependencies")
    /// How long `chess-motion serve` lets in-flight requests finish after SIGTERM: its default
    /// `--grace` (ServiceConfiguration.graceSeconds). The pod's termination grace must outlast
    /// it. Deploy/README.md says so too.
    static let serveDrainSeconds = Int(ServiceConfiguration().graceSeconds)

    /// Every manifest under Deploy/kubernetes, sorted.
    static func kubernetesManifests() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: kubernetesFolder, includingPropertiesForKeys: nil)
            .filter { ["yaml", "yml"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every manifest document, by kind (one object of each kind is what Deploy/ ships).
    static func kubernetesObjects() throws -> [String: [String: Any]] {
        var objects: [String: [String: Any]] = [:]
        for file in try kubernetesManifests() {
            for document in try KubernetesValidate.documents(of: file) {
                if let kind = document["kind"] as? String { objects[kind] = document }
            }
        }
        return objects
    }

    static func dockerfileStages() throws -> [Dockerfile.Stage] {
        Dockerfile(text: try String(contentsOf: dockerfile, encoding: .utf8)).stages
    }

    /// The packages of one list (`build`, `test`, `bench`) in Scripts/install-dependencies.
    static func installList(_ name: String) throws -> [String] {
        let text = try String(contentsOf: installScript, encoding: .utf8)
        var packages: [String] = []
        var inList = false
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if code == "\(name)=(" { inList = true; continue }
            guard inList else { continue }
            if code == ")" { break }
            if !code.isEmpty { packages.append(code) }
        }
        return packages
    }
}

/// A path into decoded JSON: `value(object, "spec", "template", "spec")`.
func value(_ root: Any?, _ keys: String...) -> Any? {
    keys.reduce(root) { node, key in (node as? [String: Any])?[key] }
}
