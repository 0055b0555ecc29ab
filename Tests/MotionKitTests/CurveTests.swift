import Foundation
import MotionKit
import Testing

/// The curves checked against facts derived by hand from their closed forms, not against values
/// printed by the implementation.
@Suite("Curves")
struct CurveTests {
    @Test func springIsZeroBeforeAndAtRelease() {
        #expect(M.spring(0) == 0)
        #expect(M.spring(-1) == 0)
    }

    @Test(arguments: [(14.0, 0.78), (16.0, 0.78), (9.0, 0.78), (12.0, 0.5), (30.0, 0.9)])
    func springPeaksAtPiOverWdWithTheAnalyticOvershoot(w: Double, damping: Double) {
        let wd = w * (1 - damping * damping).squareRoot()
        let peakTime = Double.pi / wd
        let overshoot = exp(-Double.pi * damping / (1 - damping * damping).squareRoot())
        #expect(abs(M.spring(peakTime, w: w, damping: damping) - (1 + overshoot)) < 1e-12)
        // It is a maximum: a little before and after are both lower.
        #expect(M.spring(peakTime - 1e-3, w: w, damping: damping) < M.spring(peakTime, w: w, damping: damping))
        #expect(M.spring(peakTime + 1e-3, w: w, damping: damping) < M.spring(peakTime, w: w, damping: damping))
        let analysed = Motion.springPeak(w: w, damping: damping)
        #expect(abs(analysed.time - peakTime) < 1e-12 && abs(analysed.overshoot - overshoot) < 1e-12)
    }

    @Test func springSettlesToOne() {
        #expect(abs(M.spring(5) - 1) < 1e-9)
        let settle = Motion.springSettleTime(w: 14, tolerance: 0.005)
        for step in 0..<200 {
            let x = settle + Double(step) * 0.01
            #expect(abs(M.spring(x) - 1) <= 0.005)
        }
    }

    @Test func smoothHasItsEndpointsAndMidpoint() {
        #expect(M.smooth(2, 4, 1) == 0)
        #expect(M.smooth(2, 4, 2) == 0)
        #expect(M.smooth(2, 4, 3) == 0.5)
        #expect(M.smooth(2, 4, 4) == 1)
        #expect(M.smooth(2, 4, 9) == 1)
        // Smoothstep has zero slope at both ends.
        #expect(M.smooth(2, 4, 2.001) < 1e-5)
    }

    @Test func clampAndLerp() {
        #expect(M.clamp(-3) == 0 && M.clamp(0.25) == 0.25 && M.clamp(7) == 1)
        #expect(M.clamp(5, 2, 4) == 4)
        #expect(M.lerp(10, 20, 0.25) == 12.5)
        #expect(M.lerp(10, 20, 0) == 10 && M.lerp(10, 20, 1) == 20)
    }

    @Test func bumpPopsAndReturnsToZero() {
        #expect(M.bump(0.9, 1) == 0)
        #expect(M.bump(1.1, 1) > 0.5)
        #expect(abs(M.bump(3, 1)) < 1e-9)
    }
}
