import MotionKit

extension MotionKit.AffineTransform {
    /// This transform applied after `inner`: a point goes through `inner` first.
    func concatenating(_ inner: MotionKit.AffineTransform) -> MotionKit.AffineTransform {
        MotionKit.AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                                  c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                                  tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// The transform that undoes this one; nil when it flattens the plane.
    var inverted: MotionKit.AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return MotionKit.AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
