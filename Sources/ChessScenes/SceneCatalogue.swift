import MotionKit

/// The built-in scenes by name, as the command line and the tests address them.
public enum SceneCatalogue {
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        public let make: @Sendable () throws -> any MotionScene
    }

    public static let entries: [Entry] = [
        Entry(name: "coins", summary: "Every game played is a coin; ten coins forge the first badge.") { CoinsScene() },
    ]

    public static var names: [String] { entries.map(\.name) }

    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
