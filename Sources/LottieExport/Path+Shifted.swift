import MotionKit

extension Path {
    /// The outline with every point put through `shift`, which must be a translation (or a
    /// rounding after one): an arc keeps its radius, so any other map would bend it.
    func shifted(_ shift: (Point) -> Point) -> Path {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: shift(p))
            case .line(let p): path.line(to: shift(p))
            case .curve(let c1, let c2, let p): path.curve(to: shift(p), control1: shift(c1), control2: shift(c2))
            case .arc(let c, let r, let a0, let a1): path.arc(center: shift(c), radius: r, from: a0, to: a1)
            case .close: path.close()
            }
        }
        return path
    }
}
