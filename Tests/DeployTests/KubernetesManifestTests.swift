import Foundation
import Testing
import TestSupport

/// Deploy/kubernetes is judged by Kubernetes' own schemas (`kubernetes-validate`, offline), and
/// its objects are held to each other and to the Dockerfile: what the schemas cannot see.
@Suite("Kubernetes manifests")
struct KubernetesManifestTests {
    @Test("every manifest passes kubernetes-validate --strict, and Deploy/ ships the four objects")
    func manifestsValidate() throws {
        let files = try DeployFiles.kubernetesManifests()
        let result = try KubernetesValidate.validate(files)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for file in files {
            #expect(result.stdout.contains("\(file.path) passed") || result.stderr.contains("\(file.path) passed"),
                    "no verdict for \(file.lastPathComponent): \(result.stdout)\(result.stderr)")
        }
        #expect(Set(try DeployFiles.kubernetesObjects().keys)
                == ["Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget"])
    }

    /// The judge judges: a misspelt probe field in a copy of the Deployment is refused.
    @Test("a Deployment with a misspelt field fails the same validation")
    func misspeltFieldFails() throws {
        let folder = try TemporaryFolder()
        let text = try String(contentsOf: DeployFiles.kubernetesFolder.appendingPathComponent("deployment.yaml"), encoding: .utf8)
        #expect(text.contains("readinessProbe:"))
        let broken = folder.url.appendingPathComponent("deployment.yaml")
        try text.replacingOccurrences(of: "readinessProbe:", with: "readinesProbe:").write(to: broken, atomically: true, encoding: .utf8)
        let result = try KubernetesValidate.validate([broken])
        #expect(result.status != 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("the pod probes /readyz and /healthz on the port the server listens on, as the image starts it")
    func probesAndPorts() throws {
        let deployment = try #require(try DeployFiles.kubernetesObjects()["Deployment"])
        let containers = try #require(value(deployment, "spec", "template", "spec", "containers") as? [[String: Any]])
        let container = try #require(containers.first)
        let port = try #require((container["ports"] as? [[String: Any]])?.first)
        let final = try #require(try DeployFiles.dockerfileStages().last)

        // The image's command, unchanged: the Deployment only restates it.
        #expect(container["args"] as? [String] == final.last("CMD")?.execForm)
        let args = try #require(container["args"] as? [String])
        let listening = try #require(args.firstIndex(of: "--port").map { Int(args[$0 + 1]) } ?? nil)
        #expect(port["containerPort"] as? Int == listening)
        #expect(args.firstIndex(of: "--host").map { args[$0 + 1] } == "0.0.0.0")

        let portName = port["name"] as? String
        #expect(value(container, "readinessProbe", "httpGet", "path") as? String == "/readyz")
        #expect(value(container, "livenessProbe", "httpGet", "path") as? String == "/healthz")
        #expect(value(container, "readinessProbe", "httpGet", "port") as? String == portName)
        #expect(value(container, "livenessProbe", "httpGet", "port") as? String == portName)

        for kind in ["requests", "limits"] {
            #expect(value(container, "resources", kind, "cpu") != nil && value(container, "resources", kind, "memory") != nil,
                    "resources.\(kind) needs cpu and memory")
        }
    }

    @Test("the pod runs as the image's non-root user with nothing to escalate, and outlives its drain")
    func securityAndGrace() throws {
        let deployment = try #require(try DeployFiles.kubernetesObjects()["Deployment"])
        let pod = try #require(value(deployment, "spec", "template", "spec") as? [String: Any])
        let container = try #require((pod["containers"] as? [[String: Any]])?.first)
        let final = try #require(try DeployFiles.dockerfileStages().last)
        let imageUser = try #require(final.last("USER")?.arguments.split(separator: ":").first.flatMap { Int($0) })

        #expect(value(pod, "securityContext", "runAsNonRoot") as? Bool == true)
        #expect(value(pod, "securityContext", "runAsUser") as? Int == imageUser)
        #expect(value(container, "securityContext", "allowPrivilegeEscalation") as? Bool == false)
        #expect(value(container, "securityContext", "capabilities", "drop") as? [String] == ["ALL"])

        // SIGTERM comes after preStop; serve then drains for up to DeployFiles.serveDrainSeconds,
        // and Kubernetes kills at the grace period, counted from the start of preStop.
        let preStop = value(container, "lifecycle", "preStop", "exec", "command") as? [String]
        let preStopSeconds = preStop.flatMap { $0.first == "sleep" ? Int($0[1]) : nil } ?? 0
        let grace = try #require(pod["terminationGracePeriodSeconds"] as? Int)
        #expect(grace > preStopSeconds + DeployFiles.serveDrainSeconds)
    }

    @Test("the Service, the autoscaler and the disruption budget all name the Deployment's pods")
    func objectsAgree() throws {
        let objects = try DeployFiles.kubernetesObjects()
        let deployment = try #require(objects["Deployment"])
        let labels = try #require(value(deployment, "spec", "template", "metadata", "labels") as? [String: String])
        let selector = try #require(value(deployment, "spec", "selector", "matchLabels") as? [String: String])
        #expect(selector.allSatisfy { labels[$0.key] == $0.value })

        let service = try #require(objects["Service"])
        let serviceSelector = try #require(value(service, "spec", "selector") as? [String: String])
        #expect(serviceSelector.allSatisfy { labels[$0.key] == $0.value })
        let containerPorts = (value(deployment, "spec", "template", "spec", "containers") as? [[String: Any]])?
            .first?["ports"] as? [[String: Any]] ?? []
        let targets = (value(service, "spec", "ports") as? [[String: Any]] ?? []).compactMap { $0["targetPort"] as? String }
        #expect(!targets.isEmpty && targets.allSatisfy { target in containerPorts.contains { $0["name"] as? String == target } })

        let autoscaler = try #require(objects["HorizontalPodAutoscaler"])
        #expect(value(autoscaler, "spec", "scaleTargetRef", "kind") as? String == "Deployment")
        #expect(value(autoscaler, "spec", "scaleTargetRef", "name") as? String == value(deployment, "metadata", "name") as? String)

        let budget = try #require(objects["PodDisruptionBudget"])
        let budgetSelector = try #require(value(budget, "spec", "selector", "matchLabels") as? [String: String])
        #expect(budgetSelector.allSatisfy { labels[$0.key] == $0.value })
        // A budget that keeps every replica would block node drains for ever.
        let minAvailable = try #require(value(budget, "spec", "minAvailable") as? Int)
        let minReplicas = try #require(value(autoscaler, "spec", "minReplicas") as? Int)
        #expect(minAvailable < minReplicas)
        #expect(minAvailable < (value(deployment, "spec", "replicas") as? Int ?? 1))
    }
}
