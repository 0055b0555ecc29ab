import BoardKit

/// What a bot intro resolves to, for the kit page (`Web/scenes/bots.js`): its timing and the
/// pick's shift from the design, the rivals as the bots file describes them (`Rival`), the
/// headline and title in the scene's locale, and the board's plan (every move resolved by
/// ChessCore into piece tracks). The page draws this with the design's own constants; it never
/// reads the script, the string tables or a rule. Made by `BotsScene.kitPlan(title:fixed:)`.
package struct BotsKitPlan: Encodable, Sendable {
    package struct Strings: Encodable, Sendable {
        var headline: String
        var title: String
    }

    /// Its kind is "intro".
    var header: KitPlanHeader
    var members: Members

    package struct Members: Encodable, Sendable {
        var pickAt: Double
        var shift: Double
        /// The picked rival's index in `rivals`.
        var picked: Int
        var orientation: String
        var coordinates: Bool
        /// A script's own avatars; nil: the page's controls choose.
        var avatars: String?
        var locale: String
        var strings: Strings
        var rivals: [Rival]
        var board: BoardPlan
    }

    package func encode(to encoder: any Encoder) throws {
        try KitPlanHeader.encode(header, then: members, to: encoder)
    }
}
