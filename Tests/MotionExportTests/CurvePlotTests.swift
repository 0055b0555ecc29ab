import MotionExport
import Foundation
import TestSupport
import MotionKit
import Testing

@Suite("CurvePlot: the kit's curves over time, settle time marked")
struct CurvePlotTests {
    @Test func theCurvesAreTheKitsOwn() {
        for x in stride(from: -0.1, through: 1.2, by: 0.037) {
            #expect(PlottedCurve.spring(w: 14, damping: 0.78).value(at: x) == M.spring(x))
            #expect(PlottedCurve.spring(w: 9, damping: 0.6).value(at: x) == M.spring(x, w: 9, damping: 0.6))
            #expect(PlottedCurve.smooth(length: 0.3).value(at: x) == M.smooth(0, 0.3, x))
            #expect(PlottedCurve.bump(length: 0.14, w: 30, damping: 0.78).value(at: x) == M.bump(x, 0, len: 0.14, w: 30))
        }
    }

    @Test(arguments: [
        PlottedCurve.spring(w: 14, damping: 0.78),
        .spring(w: 16, damping: 0.78),
        .spring(w: 6, damping: 0.4),
        .smooth(length: 0.3),
        .bump(length: 0.14, w: 30, damping: 0.78),
        .bump(length: 0.3, w: 12, damping: 0.5),
    ])
    func afterTheSettleTimeTheCurveStaysInsideTheBand(curve: PlottedCurve) {
        let settle = curve.settleTime
        #expect(settle > 0)
        for k in 0...4000 {
            let x = settle + Double(k) * 0.0007
            #expect(abs(curve.value(at: x) - curve.restingValue) <= PlottedCurve.tolerance, "at \(x)")
        }
        // And it is not settled from the start: the mark means something.
        let early = (0..<200).map { Double($0) * settle / 200 }
        #expect(early.contains { abs(curve.value(at: $0) - curve.restingValue) > PlottedCurve.tolerance })
    }

    @Test func theSpringsPeakIsItsOvershoot() throws {
        let peak = try #require(PlottedCurve.spring(w: 14, damping: 0.78).peak)
        #expect(abs(peak.value - M.spring(peak.time)) < 1e-12)
        let samples = stride(from: 0.0, through: 1, by: 0.0005).map { M.spring($0) }
        #expect(abs((samples.max() ?? 0) - peak.value) < 1e-5)
    }

    @Test(arguments: [
        (PlottedCurve.spring(w: 0, damping: 0.78), "w 0 is out of range"),
        (.spring(w: 14, damping: 1), "damping 1.0 is outside the spring's domain: use a value above 0 and below 1 (the springs bounce only below 1)"),
        (.spring(w: .infinity, damping: 0.5), "w inf is out of range"),
        (.smooth(length: -1), "length -1 is out of range"),
        (.bump(length: 0.1, w: 500, damping: 0.78), "w 500 is out of range"),
    ])
    func impossibleParametersAreNamed(curve: PlottedCurve, message: String) {
        do {
            _ = try curve.validated()
            Issue.record("\(curve) was accepted")
        } catch {
            #expect(error.description == message || error.description.hasPrefix(message), "\(error)")
        }
    }

    /// The dot for `--scene coins --t 0.5` sits on the spring, 0.15 s after its start at 0.35.
    @Test func theMarkerIsDrawnWhereTheSpringIsAtThatInstant() throws {
        let plot = CurvePlot(curve: .spring(w: 16, damping: 0.78), origin: 0.35, marker: 0.5, title: "coins")
        #expect(plot.timeRange.contains(0.35) && plot.timeRange.contains(0.5))
        #expect(abs(plot.value(atTime: 0.5) - M.spring(0.15, w: 16)) < 1e-12)
        let palettes = try ExportFixtures.renderer().palettes
        let image = try FrameRenderer(scene: plot, palettes: palettes).raster(at: 0, size: PixelSize(width: 640, height: 400))
        let dot = plot.point(time: 0.5, value: plot.value(atTime: 0.5))
        #expect(image.color(x: Int(dot.x), y: Int(dot.y)).isClose(to: palettes.light[.danger]))
        // Without a marker nothing is drawn there in that colour.
        let bare = try FrameRenderer(scene: CurvePlot(curve: .spring(w: 16, damping: 0.78), origin: 0.35), palettes: palettes)
            .raster(at: 0, size: PixelSize(width: 640, height: 400))
        #expect(!bare.color(x: Int(dot.x), y: Int(dot.y)).isClose(to: palettes.light[.danger]))
    }

    @Test func theCurveIsDrawnThroughItsPoints() throws {
        let plot = CurvePlot(curve: .smooth(length: 0.3))
        let palettes = try ExportFixtures.renderer().palettes
        // At scale 2 the 2.5-unit line is 5 pixels wide: its middle pixel is solid accent.
        let image = try FrameRenderer(scene: plot, palettes: palettes).raster(at: 0, size: PixelSize(width: 1280, height: 800))
        for time in [0.05, 0.15, 0.25] {
            let p = plot.point(time: time, value: plot.value(atTime: time))
            #expect(image.color(x: Int(2 * p.x), y: Int(2 * p.y)).isClose(to: palettes.light.accent), "at t \(time)")
        }
    }

    @Test func ticksAreRoundNumbersInsideTheRange() {
        #expect(CurvePlot.ticks(in: 0...1) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(CurvePlot.ticks(in: -0.03...0.55) == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(CurvePlot.ticks(in: 0.31...1.02, maximumCount: 9) == [0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    }
}
