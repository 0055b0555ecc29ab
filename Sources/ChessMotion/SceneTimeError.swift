import ChessMotionSupport

/// An instant asked of a scene that the scene does not have.
public enum SceneTimeError: Error, Equatable, Sendable, CustomStringConvertible {
    case outsideScene(Double, scene: String, duration: Double)

    public var description: String {
        switch self {
        case .outsideScene(let t, let scene, let duration):
            "t = \(t.trimmed) s is outside \(scene), which is \(duration.trimmed) s long: choose an instant from 0 to \(duration.trimmed) s"
        }
    }
}
