import BoardKit

/// What a game resolves to, for the kit page (`Web/scenes/game.js`): the frame, the timing,
/// the board's place, spring and plan (every ply resolved by ChessCore into piece tracks), the
/// player bars' words, the clocks as the file gives them (`Clocks`), each ply's badge and
/// comment (`Ply`), the result's words and instant. The page does the arithmetic the scene does
/// at t (the clocks running down, the fades); it never reads PGN or knows a rule. Made by
/// `GameScene.kitPlan(title:)`.
package struct GameKitPlan: Encodable, Sendable {
    package struct Board: Encodable, Sendable {
        var origin: [Double]
        /// A square's side.
        var side: Double
        var motion: BoardPlan.Spring
        var plan: BoardPlan
    }

    package struct Player: Encodable, Sendable {
        var name: String
        var title: String?
        var rating: String?
    }

    package struct Players: Encodable, Sendable {
        var white: Player
        var black: Player
    }

    package struct Result: Encodable, Sendable {
        var text: String
        var at: Double
    }

    package let version = KitPlan.version
    package let kind = "game"
    var name: String
    /// Width and height.
    var box: [Double]
    var duration: Double
    var still: Double
    var speed: Double
    var barHeight: Double
    var orientation: String
    var showsComments: Bool
    var board: Board
    var players: Players
    var finalSideToMove: String
    /// Nil when the file gives no times.
    var clocks: Clocks?
    var plies: [Ply]
    var result: Result?
}
