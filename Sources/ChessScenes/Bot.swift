import MotionKit

/// A rival the app offers, as read from `Bots/bots.json`: who it is, how strong, and what it
/// looks like. Everything an avatar style needs to draw the bot recognisably is here, so a
/// bot can be added or restyled without recompiling.
public struct Bot: Sendable, Hashable, Identifiable {
    /// Stable, ASCII, lower case: what code and files refer to ("sofia").
    public let id: String
    /// As shown to people, accents and all ("Sofía").
    public let name: String
    public let level: BotLevel
    /// An approximate Elo-style rating shown on the card.
    public let rating: Int
    public let tagline: String
    public let colors: BotColors
    public let face: BotFace
    public let glyph: BotGlyph

    public init(id: String, name: String, level: BotLevel, rating: Int, tagline: String,
                colors: BotColors, face: BotFace, glyph: BotGlyph) {
        self.id = id
        self.name = name
        self.level = level
        self.rating = rating
        self.tagline = tagline
        self.colors = colors
        self.face = face
        self.glyph = glyph
    }

    /// The first letter of the name, upper-cased: the monogram style's mark. A whole grapheme,
    /// so a name starting with an accented letter keeps its accent.
    public var initial: String {
        name.first.map { String($0).uppercased() } ?? "?"
    }
}

/// A bot's own colours for one scheme.
public struct BotTint: Sendable, Hashable {
    /// The bot's signature colour: avatar discs, the picked card's outline.
    public let accent: Color
    /// A quiet tint of the accent for large areas (card headers, avatar backgrounds).
    public let soft: Color
    /// What reads on top of `accent` (letters and marks).
    public let ink: Color
}

/// Light and dark tints, because a colour that sings on white may vanish on near-black.
public struct BotColors: Sendable, Hashable {
    public let light: BotTint
    public let dark: BotTint

    public subscript(scheme: ColorScheme) -> BotTint {
        scheme == .light ? light : dark
    }
}

/// What the illustrated style draws: skin and hair colours, a haircut, and a few details that
/// tell the bots apart at a glance.
public struct BotFace: Sendable, Hashable {
    public let skin: Color
    public let hair: Color
    public let hairStyle: HairStyle
    public let extras: Set<FaceExtra>
}

public enum HairStyle: String, Sendable, Hashable, CaseIterable {
    /// Short, with a curl standing up: young and eager.
    case tuft
    /// Past the shoulders with a side fringe.
    case long
    /// Short and swept back from a side parting.
    case swept
    /// Pulled up into a round bun on the crown.
    case bun
    /// A rounded mass of tight curls.
    case curls
}

public enum FaceExtra: String, Sendable, Hashable, CaseIterable {
    case freckles
    case blush
    case earrings
    case glasses
    case beard
}

/// The mark the glyph style draws on the bot's tile.
public enum BotGlyph: String, Sendable, Hashable, CaseIterable {
    /// A seedling: someone just starting out.
    case sprout
    /// A cut gem: sharp and bright.
    case diamond
    /// A crown: the strongest.
    case crown
    /// A lightning bolt: fast and direct.
    case bolt
    /// A rook's tower: solid and patient.
    case rook
}
