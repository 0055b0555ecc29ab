import MotionExport
import MotionKit
import Testing

/// The curve plot draws springs by `Spring`'s rules, not its own: the same domain, the same
/// "settled" tolerance, the standard spring as its default.
@Suite struct PlottedCurveSpringTests {
    @Test(arguments: [1.0, 1.5, 0, -0.2, .nan, .infinity])
    func thePlotRefusesWhatTheSpringRefuses(damping: Double) {
        #expect(throws: SpringParameterError.self) { try Spring(validating: 14, damping: damping) }
        #expect(throws: CurvePlotError.self) { try PlottedCurve.spring(w: 14, damping: damping).validated() }
    }

    @Test(arguments: [0.01, 0.05, 0.5, 0.99, 0.999])
    func thePlotAcceptsWhatTheSpringAccepts(damping: Double) throws {
        _ = try Spring(validating: 14, damping: damping)
        #expect(throws: Never.self) { try PlottedCurve.spring(w: 14, damping: damping).validated() }
    }

    @Test func settledIsTheSpringsToleranceAndTheDefaultIsTheStandardSpring() {
        #expect(PlottedCurve.tolerance == Spring.settledTolerance)
        let spring = Spring(frequency: 9, damping: 0.6)
        #expect(PlottedCurve.spring(w: 9, damping: 0.6).settleTime == spring.settleTime(tolerance: Spring.settledTolerance))
        #expect(PlottedCurve.defaultW == Spring.standard.frequency && PlottedCurve.defaultDamping == Spring.standard.damping)
    }
}
