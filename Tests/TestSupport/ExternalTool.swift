import Foundation
import Testing

/// A program some tests run that `swift build` does not need: `make test` installs them
/// (`Scripts/install-dependencies test`). A test that needs one says so with
/// `@Test(.requires(.ffmpeg))`: when the program is missing the test fails with one issue naming
/// it and the command that installs it, instead of failing obscurely inside. A missing tool is
/// a failure, not a skip, so a CI run that lost its dependencies cannot pass by testing less.
public enum ExternalTool: String, Sendable, CaseIterable {
    case ffmpeg, ffprobe, chromium, firefox, node, haproxy

    /// The names the program goes by on Debian and elsewhere.
    var names: [String] {
        switch self {
        case .chromium: ["chromium", "chromium-browser", "google-chrome"]
        case .firefox: ["firefox-esr", "firefox"]
        case .node: ["node", "nodejs"]
        default: [rawValue]
        }
    }

    /// Where the program is: the first of its names found on PATH (or in /usr/bin, or /usr/sbin
    /// where Debian puts daemons such as haproxy).
    public var location: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/usr/sbin"]
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return URL(fileURLWithPath: folder + "/" + name)
            }
        }
        return nil
    }

    public var isInstalled: Bool { location != nil }

    /// The program's location, or an error saying how to install it.
    public func require() throws -> URL {
        guard let location else { throw Missing(tool: self) }
        return location
    }

    public struct Missing: Error, CustomStringConvertible {
        public let tool: ExternalTool
        public var description: String {
            "\(tool.rawValue) is not installed: run Scripts/install-dependencies test"
        }
    }
}

/// `.requires(.ffmpeg, .ffprobe)`: checks the programs before the test runs (see `ExternalTool`).
public struct RequiresTools: TestTrait, SuiteTrait, TestScoping {
    let tools: [ExternalTool]

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        for tool in tools { _ = try tool.require() }
        try await function()
    }
}

extension Trait where Self == RequiresTools {
    public static func requires(_ tools: ExternalTool...) -> Self { RequiresTools(tools: tools) }
}
