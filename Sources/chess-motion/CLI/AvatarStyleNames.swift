/// The bot avatar styles a user can choose. Avatars are drawn in code, not loaded from a folder,
/// so unlike themes and piece sets they cannot be found by scanning; this is the one list the
/// tool validates against. When ChessScenes publishes its own list of styles, return that here.
enum AvatarStyleNames {
    static let all = ["illustrated", "monogram", "glyph"]
}
