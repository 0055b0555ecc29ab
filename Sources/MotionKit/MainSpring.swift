/// The spring that carries a scene's main motion, in scene time: what `chess-motion curve
/// --scene` plots. Declared beside `MotionScene` so that a scene module can name its spring
/// without depending on the export module that draws the plot.
package struct MainSpring: Sendable, Hashable {
    package var spring: Spring
    /// The scene time at which the spring is released.
    package var start: Double
    /// What it moves, for the plot's title ("the first coin's drop").
    package var role: String

    package init(_ spring: Spring, start: Double, role: String) {
        self.spring = spring
        self.start = start
        self.role = role
    }

    package init(w: Double, damping: Double = Spring.standard.damping, start: Double, role: String) {
        self.init(Spring(frequency: w, damping: damping), start: start, role: role)
    }

    /// The spring's natural frequency.
    package var w: Double { spring.frequency }
    package var damping: Double { spring.damping }
}

/// A scene that names its main spring, so that `chess-motion curve --scene` can show where that
/// spring is at any instant of the scene. Nil when the scene has none (a script without moves).
package protocol MainSpringDescribing {
    var mainSpring: MainSpring? { get }
}
