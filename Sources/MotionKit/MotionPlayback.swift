/// How a scene is played: in real time as in the app, held at its still frame, or pinned at a time.
package enum MotionPlayback: Sendable, Hashable {
    case live
    case still
    case time(Double)
}
