import MotionKit

/// How bots are pictured. Every style is drawn in code from the bot's data, so each bot looks
/// like itself in every style and scheme. This enum is the one list of styles: settings and
/// `--avatars` validate names against `allCases`.
public enum AvatarStyle: String, Sendable, Hashable, CaseIterable {
    /// A face built from paths: haircut, skin, and a detail or two of the bot's own.
    case illustrated
    /// The bot's initial on a disc of its colour, with its level as pips.
    case monogram
    /// A minimal geometric mark on a rounded tile of the bot's colour.
    case glyph

    /// The style used when settings name none (a fixed name all modules rely on).
    public static let `default` = AvatarStyle.illustrated

    public var displayName: String {
        switch self {
        case .illustrated: "Illustrated"
        case .monogram: "Monogram"
        case .glyph: "Glyph"
        }
    }

    public var summary: String {
        switch self {
        case .illustrated: "a face drawn from paths"
        case .monogram: "the bot's initial on a disc of its colour"
        case .glyph: "a geometric mark on a tile of the bot's colour"
        }
    }

    /// The avatar's silhouette grown by `grow`: what a card cuts out around it (a disc, or the
    /// glyph's rounded tile).
    public func outline(center: Point, radius: Double, grow: Double = 0) -> Path {
        switch self {
        case .illustrated, .monogram:
            return .circle(center: center, radius: radius + grow)
        case .glyph:
            let side = GlyphAvatar.tileSide(radius: radius) + 2 * grow
            return .roundedRect(Rect(center: center, size: Size(side, side)), radius: GlyphAvatar.tileCorner(radius: radius) + grow)
        }
    }

    /// Draws `bot` filling the circle at `center` with `radius` (the glyph's tile fits the
    /// same square), in the bot's tint for the canvas's scheme.
    public func draw(_ bot: Bot, on canvas: MotionCanvas, center: Point, radius: Double) {
        let tint = bot.colors[canvas.environment.colorScheme]
        switch self {
        case .illustrated: IllustratedAvatar(bot: bot, tint: tint, center: center, unit: radius).draw(on: canvas)
        case .monogram: MonogramAvatar(bot: bot, tint: tint, center: center, radius: radius).draw(on: canvas)
        case .glyph: GlyphAvatar(bot: bot, tint: tint, center: center, radius: radius).draw(on: canvas)
        }
    }
}
