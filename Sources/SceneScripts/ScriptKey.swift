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

    /// Keys a script must set; the rest have defaults.
    static let required: [ScriptKey] = [.name, .duration, .still]

    /// `caption` may appear many times; every other key once.
    var isRepeatable: Bool { self == .caption }

    public var description: String { rawValue }
}
