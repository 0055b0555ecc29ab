import FoundationEssentials
import Glibc
import MotionKit

/// A placement as Lottie's layer transform holds it (anchor at the origin): position, then
/// rotation, then scale. `shear` is what that form cannot carry (a rotation followed by an
/// unequal scale); the scenes never draw one, and the exporter counts any it meets.
struct LayerTransform {
    var x: Double, y: Double
    /// Degrees, clockwise on screen like Cairo's.
    var rotation: Double
    /// Percent, as Lottie writes scale; negative `scaleY` is a mirror.
    var scaleX: Double, scaleY: Double
    var shear: Double

    init(_ m: MotionKit.AffineTransform) {
        x = m.tx
        y = m.ty
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        let angle = sx > 0 ? atan2(m.b, m.a) : 0
        let sy = sx > 0 ? (m.a * m.d - m.b * m.c) / sx : (m.c * m.c + m.d * m.d).squareRoot()
        rotation = angle * 180 / .pi
        scaleX = sx * 100
        scaleY = sy * 100
        // What is left of the second column once rotation and scale are taken out.
        shear = sx > 0 ? (m.a * m.c + m.b * m.d) / sx : 0
    }
}
