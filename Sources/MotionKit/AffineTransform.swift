import FoundationEssentials
import Glibc

/// The box-to-device transform, kept in the canvas value so that a copy of the canvas carries its
/// own transform (the "copy is save" rule). Same layout and composition order as cairo_matrix_t.
public struct AffineTransform: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Applies `(dx, dy)` in user space before the existing transform.
    public func translated(_ dx: Double, _ dy: Double) -> AffineTransform {
        var m = self
        m.tx += a * dx + c * dy
        m.ty += b * dx + d * dy
        return m
    }

    public func scaled(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }

    public func rotated(_ radians: Double) -> AffineTransform {
        let cs = cos(radians), sn = sin(radians)
        return AffineTransform(a: a * cs + c * sn, b: b * cs + d * sn,
                               c: -a * sn + c * cs, d: -b * sn + d * cs, tx: tx, ty: ty)
    }

    /// This transform applied after `inner`: a point goes through `inner` first (an SVG
    /// element's own transform under its group's, a Lottie layer's under its parent's).
    package func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}
