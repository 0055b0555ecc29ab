import MotionKit
/// The spring that carries a scene's main motion, in scene time.
public struct MainSpring: Sendable, Hashable {
    public var w: Double
    public var damping: Double
    /// The scene time at which the spring is released.
    public var start: Double
    /// What it moves, for the plot's title ("the first coin's drop").
    public var role: String

    public init(w: Double, damping: Double = 0.78, start: Double, role: String) {
        self.w = w
        self.damping = damping
        self.start = start
        self.role = role
    }
}

/// A scene that names its main spring, so that `chess-motion curve --scene` can show where that
/// spring is at any instant of the scene. Nil when the scene has none (a script without moves).
public protocol MainSpringDescribing {
    var mainSpring: MainSpring? { get }
}
