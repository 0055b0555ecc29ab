/// The keys a script may set, as written before the colon.
public enum ScriptKey: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case name
    case duration
    case still
    case speed
    case fadeIn = "fade-in"
    case fadeOut = "fade-out"
    case start
    case board
    case orientation
    case coordinates
    case theme
    case pieces
    case avatars
    case moves
    case pgn
    case caption
    case arrow
    case circle
    case fill
    case intro
    case rivals
    case pick

    /// Keys a script must set; the rest have defaults.
    static let required: [ScriptKey] = [.name, .duration, .still]

    /// `caption` and the marks (`arrow`, `circle`, `fill`) may appear many times; every other key once.
    var isRepeatable: Bool { self == .caption || Self.marks.contains(self) }

    /// The keys that put a mark on the board for a while.
    static let marks: [ScriptKey] = [.arrow, .circle, .fill]

    /// Keys that only a bot intro (`intro:`) reads.
    static let introOnly: [ScriptKey] = [.rivals, .pick]
    /// Keys an intro must set: who stands in the row and who is picked.
    static let introRequired: [ScriptKey] = [.rivals, .pick]
    /// Keys an intro has no use for: its layout places the board, and it draws no captions.
    static let notForIntro: [ScriptKey] = [.board, .caption, .arrow, .circle, .fill]
    /// Keys whose value may be `auto`, derived from the last move by the validator.
    public static let automatic: [ScriptKey] = [.duration, .still, .fadeOut]

    public var description: String { rawValue }
}
