import Foundation
import MotionKit
import Testing

/// The one spring: its facts come from the closed form in DESIGN.md, and every place that moves
/// or plots by a spring reads the same value.
@Suite("Spring")
struct SpringTests {
    /// The design's closed form, written out here independently of `Spring`.
    private func designSpring(_ x: Double, w: Double, z: Double) -> Double {
        guard x > 0 else { return 0 }
        let wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * x) * (cos(wd * x) + (z * w / wd) * sin(wd * x))
    }

    @Test func theStandardSpringIsTheDesignsAndMSpringsDefault() {
        #expect(Spring.standard == Spring(frequency: 14, damping: 0.78))
        let landing = Spring.standard.settleTime(tolerance: Spring.restTolerance)
        for step in 0...600 {
            let x = Double(step) / 200 - 0.5
            let design = designSpring(x, w: 14, z: 0.78)
            // Bit for bit until the spring lands, then exactly 1, less than the tolerance away.
            #expect(M.spring(x) == (x >= landing ? 1 : design))
            if x >= landing { #expect(abs(design - 1) < Spring.restTolerance) }
            #expect(Spring.standard.value(at: x) == M.spring(x))
            #expect(Spring(frequency: 9, damping: 0.5).value(at: x) == M.spring(x, w: 9, damping: 0.5))
        }
    }

    @Test func everyDefaultIsTheStandardSpring() {
        #expect(MainSpring(w: 9, start: 2, role: "x").spring == Spring(frequency: 9, damping: Spring.standard.damping))
        #expect(Spring(frequency: 22).damping == Spring.standard.damping)
    }

    @Test(arguments: [Spring.standard, Spring(frequency: 9, damping: 0.78), Spring(frequency: 30, damping: 0.6)])
    func peakAndDampedFrequencyFollowFromTheClosedForm(spring: Spring) {
        let z = spring.damping
        #expect(abs(spring.dampedFrequency - spring.frequency * (1 - z * z).squareRoot()) < 1e-12)
        let peak = spring.peak
        #expect(abs(peak.time - Double.pi / spring.dampedFrequency) < 1e-12)
        #expect(abs(spring.value(at: peak.time) - (1 + peak.overshoot)) < 1e-12)
        #expect(spring.value(at: peak.time - 1e-3) < spring.value(at: peak.time))
        #expect(spring.value(at: peak.time + 1e-3) < spring.value(at: peak.time))
    }

    @Test(arguments: [Spring.standard, Spring(frequency: 9, damping: 0.78), Spring(frequency: 30, damping: 0.6)])
    func afterItsSettleTimeItStaysWithinTheTolerance(spring: Spring) {
        for tolerance in [0.005, 1e-4] {
            let settle = spring.settleTime(tolerance: tolerance)
            for step in 0..<400 {
                #expect(abs(spring.value(at: settle + Double(step) * 0.005) - 1) <= tolerance)
            }
            // And not long after it is needed: somewhere in the last period before, it is still outside.
            let period = 2 * Double.pi / spring.dampedFrequency
            let before = (0..<200).map { settle - period * Double($0 + 1) / 200 }
            #expect(before.contains { abs(spring.value(at: $0) - 1) > tolerance / 10 })
        }
    }
}
