import Foundation

/// A fresh, empty folder for one test, removed with everything in it when the test lets go of
/// it: keep it in a local (or a suite's stored property) for as long as its files are used.
/// It reads like the URL it wraps (`path`, `appendingPathComponent`), so a test names files in
/// it as it would in any folder; `url` is the folder itself for APIs that take one.
public final class TemporaryFolder: Sendable, CustomStringConvertible {
    public let url: URL

    /// `label` starts the folder's name, to tell whose a folder left by a killed run was.
    public init(_ label: String = "chess-motion-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }
    public var description: String { url.path }

    public func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }
    public func appendingPathComponent(_ name: String, isDirectory: Bool) -> URL {
        url.appendingPathComponent(name, isDirectory: isDirectory)
    }
}
