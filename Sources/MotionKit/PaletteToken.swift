/// The app's colour tokens. Scenes name a role, never a colour, so one scene serves light and dark.
public enum PaletteToken: String, Sendable, Hashable, CaseIterable, Codable {
    case background
    case surface
    case surfaceRaised
    case border
    case text
    case secondaryText
    case accent
    case accentSoft
    case gold
    case goldDeep
    case success
    case warning
    case danger
    case shadow
    case hinge
}
