import GIFCodec
import Testing

@Suite("GIF delays: whole hundredths, within what browsers play and 16 bits hold")
struct GIFDelayTests {
    /// Browsers show a frame of under 2 hundredths for 10: none is written shorter.
    @Test func secondsBecomeWholeHundredthsNeverUnderTwo() {
        #expect([0.001, 0.7, 3].map(GIFDelay.hundredths) == [2, 70, 300])
        #expect(GIFDelay.hundredths(0.004) == 2 && GIFDelay.hundredths(0.026) == 3)
        #expect([0, 1, 2, 500].map(GIFDelay.clamped) == [2, 2, 2, 500])
    }

    /// The field is 16 bits: a longer hold is stored as the longest, 655.35 s, and the doors that
    /// take seconds refuse more than `longestSeconds`.
    @Test func theLongestHoldIsSixteenBitsOfHundredths() {
        #expect(GIFDelay.stored == 0...65_535)
        #expect(GIFDelay.longestSeconds == 655.35)
        #expect(GIFDelay.hundredths(GIFDelay.longestSeconds) == 65_535)
        #expect(GIFDelay.hundredths(10_000) == 65_535 && GIFDelay.clamped(70_000) == 65_535)
    }
}
