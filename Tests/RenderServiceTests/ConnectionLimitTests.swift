import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// One client cannot hold every connection: 2,000 idle sockets from one address leave room for
/// the health probe from another (loopback's 127.0.0.2 and 127.0.0.1), which is answered at once.
@Suite("Connections per client", .serialized)
struct ConnectionLimitTests {
    /// A socket connected from `source` to the service, or -1 when the connect itself fails.
    static func idleSocket(from source: String, to port: Int) -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard client >= 0 else { return -1 }
        var local = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        inet_pton(AF_INET, source, &local.sin_addr)
        var remote = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: UInt16(port).bigEndian, sin_addr: in_addr(),
                                 sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr)
        let bound = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, connected == 0 else { close(client); return -1 }
        return client
    }

    @Test func twoThousandIdleSocketsFromOneAddressLeaveTheProbeRoom() throws {
        let service = try RunningService { $0.http.idleTimeout = 60 }
        defer { service.stop() }
        let sockets = (0..<2000).map { _ in Self.idleSocket(from: "127.0.0.2", to: service.http.port) }
        defer { sockets.filter { $0 >= 0 }.forEach { close($0) } }
        #expect(sockets.filter { $0 >= 0 }.count > 1000, "the flood did not connect")
        Thread.sleep(forTimeInterval: 0.5)
        let started = ContinuousClock.now
        let probe = try service.http.get("/healthz")
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        print("ConnectionLimit: /healthz answered in \(String(format: "%.3f", seconds)) s beside 2,000 idle sockets from 127.0.0.2")
        #expect(probe.status == 200)
        #expect(seconds < 1, "the probe waited \(seconds) s")
    }
}
