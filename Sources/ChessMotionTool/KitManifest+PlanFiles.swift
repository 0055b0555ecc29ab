import ChessMotion

extension KitManifest {
    /// Each scene's plan file, keyed by the scene's name, in the order the plans were made (a
    /// dictionary would write them in a different order each run).
    struct PlanFiles: Encodable, Sendable {
        var entries: [(scene: String, file: String)]

        private struct SceneKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SceneKey.self)
            for entry in entries { try container.encode(entry.file, forKey: SceneKey(stringValue: entry.scene)) }
        }
    }
}
