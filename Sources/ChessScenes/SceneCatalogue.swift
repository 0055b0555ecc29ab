import MotionKit

/// The built-in scenes by name, as the command line and the tests address them.
///
/// A scene is built from `SceneAssets` — the user's theme, piece set, avatar style and the
/// bots, each fetched only if the scene uses it — because scenes never read settings or files
/// themselves: `entry.make(assets)`. Scenes that validate what they are given (the bots scene
/// checks its moves with ChessCore) throw from `make`, so a bad asset is an error, never a crash.
public enum SceneCatalogue {
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        public let make: @Sendable (SceneAssets) throws -> any MotionScene

        public init(name: String, summary: String, make: @escaping @Sendable (SceneAssets) throws -> any MotionScene) {
            self.name = name
            self.summary = summary
            self.make = make
        }
    }

    public static let entries: [Entry] = [
        Entry(name: "coins", summary: "Every game played is a coin; ten coins forge the first badge.") { _ in CoinsScene() },
        Entry(name: "bots", summary: "Three rivals; Sofía is picked and answers 1.e4 with 1...e5 on your board.") { assets in
            try BotsScene(theme: assets.theme(), pieces: assets.pieces(), avatarStyle: assets.avatarStyle(), bots: assets.bots().bots)
        },
        Entry(name: "clock", summary: "A blitz clock: a press hands the move over and a flag falls.") { _ in ClockScene() },
    ]

    public static var names: [String] { entries.map(\.name) }

    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
