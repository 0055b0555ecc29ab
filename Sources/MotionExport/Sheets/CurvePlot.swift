import MotionKit
import ChessMotionSupport
import FoundationEssentials
import Glibc

/// A chart of one curve over time: the curve, its resting value with the settling band, the
/// settle time and the overshoot peak marked, and optionally a dot at one instant. It is a still
/// picture drawn through the ordinary renderer (so PNG, SVG or PDF, light or dark); `t` is ignored.
package struct CurvePlot: MotionScene {
    package let curve: PlottedCurve
    /// The axis time at which the curve starts (its x = 0): a scene's spring starts at its own instant.
    package let origin: Double
    /// An axis time to mark with a dot on the curve.
    package let marker: Double?
    /// The first line: what is plotted (the formula, or the scene and its spring's role).
    package let title: String
    package let axisLabel: String

    /// The second line: the formula when the title names a scene, and the settle time.
    package var subtitle: String {
        let formula = curve.formula(variable: origin == 0 ? "t" : "t - \(origin.trimmed)")
        let settle = "settles at \((origin + curve.settleTime).trimmed) s (within ±\(PlottedCurve.tolerance.trimmed) of \(curve.restingValue.trimmed) from then on)"
        return title == formula ? settle : formula + "; " + settle
    }

    package var duration: Double { 1 }
    package var stillTime: Double { 0 }
    package var box: Size { Self.plotBox }

    package static let plotBox = Size(640, 400)
    /// The plotting area inside the box, leaving room for the title and the axis labels.
    package static let area = Rect(x: 64, y: 64, width: 548, height: 278)

    package init(curve: PlottedCurve, origin: Double = 0, marker: Double? = nil, title: String? = nil,
                axisLabel: String = "t (seconds)") {
        self.curve = curve
        self.origin = origin
        self.marker = marker
        self.title = title ?? curve.formula(variable: origin == 0 ? "t" : "t - \(origin.trimmed)")
        self.axisLabel = axisLabel
        timeRange = Self.timeRange(curve: curve, origin: origin, marker: marker)
        valueRange = Self.valueRange(curve: curve, origin: origin, times: timeRange)
    }

    /// The axis times shown: a little before the start, to past the settle time and the marker.
    package let timeRange: ClosedRange<Double>
    /// The values shown: 0 to 1 at least, and the whole overshoot.
    package let valueRange: ClosedRange<Double>

    static func timeRange(curve: PlottedCurve, origin: Double, marker: Double?) -> ClosedRange<Double> {
        let reach = max(curve.settleTime * 1.25, (curve.peak?.time ?? 0) * 2, 0.05)
        var low = origin, high = origin + reach
        if let marker {
            low = min(low, marker)
            high = max(high, marker)
        }
        let pad = (high - low) * 0.06
        return (low - pad)...(high + pad)
    }

    static func valueRange(curve: PlottedCurve, origin: Double, times: ClosedRange<Double>) -> ClosedRange<Double> {
        let samples = (0...400).map { curve.value(at: times.lowerBound + (times.upperBound - times.lowerBound) * Double($0) / 400 - origin) }
        let low = min(0, samples.min() ?? 0), high = max(1, samples.max() ?? 1)
        let pad = (high - low) * 0.08
        return (low - pad)...(high + pad)
    }

    /// Box coordinates of (axis time, value).
    package func point(time: Double, value: Double) -> Point {
        let times = timeRange, values = valueRange
        let a = Self.area
        return Point(a.minX + (time - times.lowerBound) / (times.upperBound - times.lowerBound) * a.width,
                     a.maxY - (value - values.lowerBound) / (values.upperBound - values.lowerBound) * a.height)
    }

    /// The curve's value at an axis time.
    package func value(atTime time: Double) -> Double { curve.value(at: time - origin) }

    package func draw(_ canvas: inout MotionCanvas, t: Double) {
        let c = canvas
        let a = Self.area, times = timeRange, values = valueRange
        let settle = origin + curve.settleTime
        let rest = curve.restingValue

        c.text(title, at: Point(a.minX, 22), style: .title(15), color: c.palette.text, anchor: .leading)
        c.text(subtitle, at: Point(a.minX, 44), style: .body(11), color: c.palette.secondaryText, anchor: .leading)

        // Grid and ticks.
        for tick in Self.ticks(in: times) {
            let p = point(time: tick, value: values.lowerBound)
            c.line(from: Point(p.x, a.minY), to: Point(p.x, a.maxY), c.palette[.border].withAlpha(0.6), width: 0.7)
            c.text(tick.trimmed, at: Point(p.x, a.maxY + 13), style: .caption(10), color: c.palette.secondaryText)
        }
        for tick in Self.ticks(in: values, maximumCount: 6) {
            let p = point(time: times.lowerBound, value: tick)
            c.line(from: Point(a.minX, p.y), to: Point(a.maxX, p.y), c.palette[.border].withAlpha(0.6), width: 0.7)
            c.text(tick.trimmed, at: Point(a.minX - 8, p.y), style: .caption(10), color: c.palette.secondaryText, anchor: .trailing)
        }
        c.text(axisLabel, at: Point(a.center.x, a.maxY + 32), style: .caption(11), color: c.palette.secondaryText)
        c.strokeRoundedRect(a, radius: 0, c.palette[.border], width: 1)

        // The settling band: once the curve is inside it for good, it has settled.
        let bandLow = point(time: max(settle, times.lowerBound), value: rest - PlottedCurve.tolerance)
        let bandHigh = point(time: times.upperBound, value: rest + PlottedCurve.tolerance)
        c.fillRect(Rect(x: bandLow.x, y: bandHigh.y, width: max(0, bandHigh.x - bandLow.x), height: max(1, bandLow.y - bandHigh.y)),
                   c.palette[.success].withAlpha(0.35))
        dashed(c, from: point(time: times.lowerBound, value: rest), to: point(time: times.upperBound, value: rest),
               color: c.palette[.success], width: 1)

        // The curve itself.
        var path = Path()
        let steps = 600
        for i in 0...steps {
            let time = times.lowerBound + (times.upperBound - times.lowerBound) * Double(i) / Double(steps)
            let p = point(time: time, value: value(atTime: time))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        c.stroke(path, c.palette.accent, width: 2.5)

        // Settle time.
        let settleTop = point(time: settle, value: values.upperBound)
        dashed(c, from: settleTop, to: Point(settleTop.x, a.maxY), color: c.palette.secondaryText, width: 1.2)
        // Labels near the right edge go on the left of their mark, so that they stay inside.
        let settleOnLeft = settleTop.x > a.maxX - 90
        c.text("settled \(settle.trimmed) s", at: Point(settleTop.x + (settleOnLeft ? -5 : 5), a.maxY - 12), style: .caption(10),
               color: c.palette.secondaryText, anchor: settleOnLeft ? .trailing : .leading)

        if let peak = curve.peak {
            let p = point(time: origin + peak.time, value: peak.value)
            c.circle(p, radius: 3.5, c.palette.gold)
            let onLeft = p.x > a.maxX - 140
            c.text("peak \(peak.value.trimmed) at \((origin + peak.time).trimmed) s", at: Point(p.x + (onLeft ? -7 : 7), p.y - 10),
                   style: .caption(10), color: c.palette.text, anchor: onLeft ? .trailing : .leading)
        }

        if let marker {
            let v = value(atTime: marker)
            let p = point(time: marker, value: v)
            dashed(c, from: Point(p.x, a.maxY), to: p, color: c.palette[.danger].withAlpha(0.7), width: 1)
            c.circle(p, radius: 6.5, c.palette.surface)
            c.circle(p, radius: 5, c.palette[.danger])
            let label = "t = \(marker.trimmed) s: \(v.trimmed)"
            let leftSide = p.x > a.maxX - 120
            c.text(label, at: Point(p.x + (leftSide ? -10 : 10), p.y + 14), style: TextStyle(size: 11, weight: .bold),
                   color: c.palette[.danger], anchor: leftSide ? .trailing : .leading)
        }
    }

    private func dashed(_ c: MotionCanvas, from a: Point, to b: Point, color: Color, width: Double) {
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length > 0 else { return }
        let dash = 5.0, step = 9.0
        var s = 0.0
        while s < length {
            let e = min(s + dash, length)
            c.line(from: Point(a.x + (b.x - a.x) * s / length, a.y + (b.y - a.y) * s / length),
                   to: Point(a.x + (b.x - a.x) * e / length, a.y + (b.y - a.y) * e / length), color, width: width, cap: .butt)
            s += step
        }
    }

    /// Round tick values inside `range`: steps of 1, 2, 2.5 or 5 times a power of ten.
    package static func ticks(in range: ClosedRange<Double>, maximumCount: Int = 9) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return [] }
        let magnitude = pow(10, (log10(span / Double(maximumCount))).rounded(.down))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { span / $0 <= Double(maximumCount) } ?? 10 * magnitude
        var ticks: [Double] = []
        var k = (range.lowerBound / step).rounded(.up)
        while k * step <= range.upperBound + step * 1e-9 {
            // Rounding keeps 0.30000000000000004 out of the labels.
            ticks.append((k * step * 1e9).rounded() / 1e9)
            k += 1
        }
        return ticks
    }
}
