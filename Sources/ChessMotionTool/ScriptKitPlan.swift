import ChessMotion
import BoardKit

/// What a scene script resolves to, for the kit page (`Web/scenes/script.js`): its timing and
/// fades, the board's place, spring and plan (every move resolved by ChessCore into piece
/// tracks, highlights and check marks) and the captions with their places. The page draws
/// this; it never reads the script or checks a move. Made by `ScriptedScene.kitPlan`.
package struct ScriptKitPlan: Encodable, Sendable {
    package struct Board: Encodable, Sendable {
        var origin: [Double]
        /// A square's side.
        var side: Double
        var orientation: String
        var coordinates: Bool
        var motion: BoardPlan.Spring
        var plan: BoardPlan
    }

    /// A caption placed in the box: its span, words, centre, size and fade length.
    package struct Caption: Encodable, Sendable {
        var start: Double
        var end: Double
        var text: String
        var x: Double
        var y: Double
        var size: Double
        var fade: Double
    }

    /// Its kind is "script".
    var header: KitPlanHeader
    var members: Members

    package struct Members: Encodable, Sendable {
        var board: Board
        var captions: [Caption]
    }

    package func encode(to encoder: any Encoder) throws {
        try KitPlanHeader.encode(header, then: members, to: encoder)
    }
}
