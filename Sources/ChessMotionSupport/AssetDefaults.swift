/// The choices that serve on a fresh machine with nothing configured, written once for the
/// settings store, the board libraries and the scenes alike.
package enum AssetDefaults {
    package static let theme = "green"
    package static let pieces = "staunton"
    package static let avatars = "illustrated"
    /// The locale scenes speak when none is chosen, and the one every other falls back to.
    package static let locale = "en"
    /// The sound set videos sound with (`SoundSets/standard/`, synthesised by ChessScenes).
    package static let sound = "standard"
}
