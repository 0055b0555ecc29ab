import MotionKit
/// How an exported clip plays its scene. The times are real seconds of the clip; the scene runs
/// `speed` scene seconds per clip second in every mode, as it does in the app.
package enum ClipPlayback: String, Sendable, Hashable, CaseIterable {
    /// The in-app experience: the loops of `PlaybackTimeline.live`, then the still frame held.
    case live
    /// One loop, made to repeat: its last frame leads seamlessly back into its first, so the end
    /// instant (equal to the start) is left out. GIFs written in this mode repeat forever.
    case loop
    /// The scene once, from its first instant to its last, both included; GIFs play once.
    case once
}
