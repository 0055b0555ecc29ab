import FoundationEssentials

/// A paint whose colour depends only on the distance from `center`: `stops` from the centre
/// (offset 0) to `radius` (offset 1), the last stop's colour past it. Colours are straight
/// alpha and are interpolated as such — as Cairo's pixman, SVG and Lottie players do — so a
/// gradient drawn through any of them shows the same falloff.
package struct RadialGradient: Sendable, Hashable {
    package struct Stop: Sendable, Hashable {
        /// Where the colour is reached, as a share of the radius, in 0...1.
        package var offset: Double
        package var color: Color

        package init(_ offset: Double, _ color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    package var center: Point
    package var radius: Double
    /// In increasing offset; at least one.
    package private(set) var stops: [Stop]

    /// Offsets are clamped to 0...1 and the stops ordered by them (equal offsets keep their
    /// order: a hard edge), since every renderer reads them that way.
    package init(center: Point, radius: Double, stops: [Stop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
            .map { Stop($0.offset.isFinite ? Motion.clamp($0.offset) : 0, $0.color) }
            .enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
    }

    /// The same gradient with every stop's alpha multiplied by `k`. Exact for straight-alpha
    /// interpolation (alpha is linear in the offset), which is why opacity can be folded in.
    package func fading(_ k: Double) -> RadialGradient {
        var faded = self
        faded.stops = stops.map { Stop($0.offset, $0.color.withAlpha($0.color.alpha * k)) }
        return faded
    }

    /// The largest alpha of any stop: nothing is drawn when it is zero.
    package var peakAlpha: Double { stops.map(\.color.alpha).max() ?? 0 }

    /// The same gradient moved by (dx, dy).
    package func translated(_ dx: Double, _ dy: Double) -> RadialGradient {
        var moved = self
        moved.center = Point(center.x + dx, center.y + dy)
        return moved
    }
}
