import Foundation
import Testing
import TestSupport

/// Deploy/haproxy.cfg is checked by HAProxy itself (`haproxy -c`), and read for what makes it a
/// front for several instances: more than one server, each taken out when its /readyz fails.
@Suite("HAProxy example", .requires(.haproxy))
struct HAProxyConfigTests {
    @Test("haproxy -c accepts Deploy/haproxy.cfg without a warning")
    func configChecks() throws {
        let result = try ProcessRunner(try ExternalTool.haproxy.require())
            .run(["-c", "-f", DeployFiles.haproxyConfig.path], timeout: 60)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let said = result.stdout + result.stderr
        #expect(!said.contains("[WARNING]") && !said.contains("[ALERT]"), "\(said)")
    }

    /// HAProxy checks the configuration it is given, so a broken copy shows the check is real.
    @Test("a copy with an unknown keyword is refused")
    func brokenCopyIsRefused() throws {
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("haproxy.cfg")
        let text = try String(contentsOf: DeployFiles.haproxyConfig, encoding: .utf8)
        try text.replacingOccurrences(of: "balance leastconn", with: "balance leastconnections").write(to: copy, atomically: true, encoding: .utf8)
        let result = try ProcessRunner(try ExternalTool.haproxy.require()).run(["-c", "-f", copy.path], timeout: 60)
        #expect(result.status != 0)
    }

    @Test("the backend spreads over several instances, each health-checked on /readyz")
    func backendChecksReadiness() throws {
        let lines = try String(contentsOf: DeployFiles.haproxyConfig, encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces) }
        let servers = lines.filter { $0.hasPrefix("server ") }.map { $0.split(separator: " ").map(String.init) }
        #expect(servers.count >= 2)
        #expect(Set(servers.map { $0[2] }).count == servers.count, "each server its own address")
        let checkedByDefault = lines.contains { $0.hasPrefix("default-server ") && $0.split(separator: " ").contains("check") }
        #expect(servers.allSatisfy { checkedByDefault || $0.contains("check") })
        #expect(lines.contains("option httpchk"))
        #expect(lines.contains("http-check send meth GET uri /readyz"))
        #expect(lines.contains("http-check expect status 200"))
    }
}
