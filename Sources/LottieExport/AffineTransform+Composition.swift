import MotionKit

extension MotionKit.AffineTransform {
    /// The transform that undoes this one; nil when it flattens the plane.
    var inverted: MotionKit.AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return MotionKit.AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
