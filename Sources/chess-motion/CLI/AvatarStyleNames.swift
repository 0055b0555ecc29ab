import ChessScenes

/// The bot avatar styles a user can choose. Avatars are drawn in code, not loaded from a folder,
/// so unlike themes and piece sets they cannot be found by scanning: the list is ChessScenes'
/// own `AvatarStyle.allCases`, the one place styles are registered.
enum AvatarStyleNames {
    static var all: [String] { AvatarStyle.allCases.map(\.rawValue) }
}
