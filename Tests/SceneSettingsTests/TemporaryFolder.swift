import Foundation

/// A fresh folder per test, so tests running in parallel never share a settings file.
enum TemporaryFolder {
    static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension URL {
    func write(_ text: String) throws {
        try Data(text.utf8).write(to: self)
    }

    func text() throws -> String {
        try String(contentsOf: self, encoding: .utf8)
    }
}
