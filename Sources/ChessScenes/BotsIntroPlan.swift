import BoardKit
import ChessCore
import MotionKit

/// What a bot intro shows, as a script writes it: which rivals stand in which order, which one
/// is picked and when, the opening played once the board is up, and the scene's timing. The
/// built-in `bots` scene is one such plan, read from its shipped script; `BotsScene(plan:...)`
/// draws any of them with the same engine.
///
/// Every beat after the pick — the others leaving, the card sliding, the board rising, the
/// headline giving way to the title — keeps the design's timing relative to the pick: a plan
/// that picks at 2.0 plays them 0.65 s later than the design, which picks at 1.35.
public struct BotsIntroPlan: Sendable, Hashable {
    /// Bot ids from the roster, in card order (1 to `maximumRivals`).
    public var rivals: [String]
    /// The id of the rival who is picked.
    public var pick: String
    /// The instant the pick's tap lands.
    public var pickAt: Double
    public var start: Position
    /// The opening, each move with its instant (played after the board has risen).
    public var moves: [TimedMove]
    public var duration: Double
    public var stillTime: Double
    public var speed: Double
    public var fadeIn: ClosedRange<Double>
    public var fadeOut: ClosedRange<Double>
    /// The side at the bottom of the board: the user's.
    public var orientation: Side
    public var coordinates: Bool

    public init(rivals: [String], pick: String, pickAt: Double = BotsIntroPlan.designPickAt, start: Position = .start,
                moves: [TimedMove], duration: Double, stillTime: Double, speed: Double = 1,
                fadeIn: ClosedRange<Double> = 0...0.25, fadeOut: ClosedRange<Double>,
                orientation: Side = .white, coordinates: Bool = false) {
        self.rivals = rivals
        self.pick = pick
        self.pickAt = pickAt
        self.start = start
        self.moves = moves
        self.duration = duration
        self.stillTime = stillTime
        self.speed = speed
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.orientation = orientation
        self.coordinates = coordinates
    }

    /// The card row holds at most four: more would shrink the cards past reading on a phone.
    public static let maximumRivals = 4

    /// The instant the design picks at; every later beat is written against it.
    public static let designPickAt = 1.35

    /// How much later (or earlier) than the design this plan's beats come.
    public var shift: Double { pickAt - Self.designPickAt }

    /// The first instant a move reads well: once the board has risen, 1.4 s after the pick
    /// (`moves: from auto`). The design plays 1.e4 then.
    public static func firstMoveInstant(pickAt: Double) -> Double {
        BotsScene.firstMoveAt + (pickAt - designPickAt)
    }

    /// When the last card has risen in and stopped moving: a pick before it would tap a card
    /// still in flight.
    public static func cardsSettled(count: Int) -> Double {
        BotsScene.cardsEnter + BotsScene.cardStagger * Double(max(0, count - 1))
            + Motion.springSettleTime(w: BotsScene.cardSpring)
    }
}
