import ChessCore
import MotionKit

/// A scene written as a text file rather than in Swift — a board with captions, or a bot intro —
/// what the parser reads and the validator checks. Docs/SceneScripts.md documents the format.
public struct SceneScript: Sendable, Hashable {
    public var name: String
    /// Seconds of one loop, in scene time.
    public var duration: Double
    /// The rest frame that tells the story.
    public var stillTime: Double
    public var speed: Double
    public var fadeIn: TimeSpan
    public var fadeOut: TimeSpan
    public var start: Position
    public var moves: ScriptMoves
    public var captions: [ScriptCaption]
    /// Arrows, circles and fills, each shown for a while.
    public var marks: [ScriptMark]
    public var board: BoardPlacement
    /// The side shown at the bottom of the board.
    public var orientation: Side
    public var coordinates: Bool
    /// Fixed theme, piece set and avatar style, for a scene that must not follow the user's
    /// settings; nil follows them.
    public var theme: String?
    public var pieces: String?
    public var avatars: String?
    /// Where each key's value was written, so the validator can point at it.
    public var locations: [ScriptKey: TextLocation]
    /// Set when the script is a bot intro (`intro: bots`) rather than a bare board.
    public var intro: ScriptIntro?
    /// The keys written `auto` (`duration`, `still`, `fade-out`). Their values here are
    /// provisional until the validator derives them from the last move
    /// (`SceneValidation.script` holds the script with them filled in).
    public var automatic: Set<ScriptKey>

    public init(name: String, duration: Double, stillTime: Double, speed: Double = 1,
                fadeIn: TimeSpan = SceneScript.defaultFadeIn, fadeOut: TimeSpan? = nil,
                start: Position = .start, moves: ScriptMoves, captions: [ScriptCaption] = [], marks: [ScriptMark] = [],
                board: BoardPlacement = .default, orientation: Side = .white, coordinates: Bool = false,
                theme: String? = nil, pieces: String? = nil, avatars: String? = nil,
                locations: [ScriptKey: TextLocation] = [:], intro: ScriptIntro? = nil, automatic: Set<ScriptKey> = []) {
        self.name = name
        self.duration = duration
        self.stillTime = stillTime
        self.speed = speed
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut ?? Self.defaultFadeOut(duration: duration)
        self.start = start
        self.moves = moves
        self.captions = captions
        self.marks = marks
        self.board = board
        self.orientation = orientation
        self.coordinates = coordinates
        self.theme = theme
        self.pieces = pieces
        self.avatars = avatars
        self.locations = locations
        self.intro = intro
        self.automatic = automatic
    }

    /// The built-in scenes fade in over their first quarter second...
    public static let defaultFadeIn = TimeSpan(0, 0.25)

    /// ...and out over half a second ending a tenth before the loop does, so the last frames
    /// are empty and the loop joins without a jump.
    public static func defaultFadeOut(duration: Double) -> TimeSpan {
        TimeSpan(max(0, duration - 0.6), max(0, duration - 0.1))
    }

    /// Where problems about `key` point: where it was written, or the start of the file.
    public func location(of key: ScriptKey) -> TextLocation {
        locations[key] ?? .start
    }

    /// The whole scene's opacity at `t`: the fade-in times the fade-out.
    public func opacity(at t: Double) -> Double {
        let fadingIn = fadeIn.length > 0 ? M.smooth(fadeIn.start, fadeIn.end, t) : (t >= fadeIn.start ? 1 : 0)
        let fadingOut = fadeOut.length > 0 ? M.smooth(fadeOut.start, fadeOut.end, t) : (t >= fadeOut.start ? 1 : 0)
        return fadingIn * (1 - fadingOut)
    }
}
