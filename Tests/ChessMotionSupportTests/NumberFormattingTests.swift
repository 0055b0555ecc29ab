import ChessMotionSupport
import Testing

/// The one number formatter behind every library message: no float noise, no trailing zeros.
@Suite("Number formatting")
struct NumberFormattingTests {
    @Test(arguments: [
        (6.033333333333333, "6.033"), (2.4000000000000004, "2.4"), (6.0, "6"), (0.1 + 0.2, "0.3"),
        (-0.0001, "-0.0001"), (-0.00001, "-1e-05"), (0.0004, "0.0004"), (-2.5, "-2.5"), (10.8333, "10.833"), (1e20, "1e+20"), (.infinity, "inf"),
    ])
    func threeDecimalsAtMost(value: Double, text: String) {
        #expect(value.trimmed == text)
    }

    @Test func fewerDecimalsOnRequestWithoutEatingWholeNumbers() {
        #expect(254.44.trimmed(decimals: 1) == "254.4")
        #expect(10.0.trimmed(decimals: 0) == "10", "a whole number keeps its zeros")
        #expect(100.04.trimmed(decimals: 1) == "100")
    }

    /// Rounded as C's printf rounds the double's exact value, at any length: a tie goes to the
    /// even digit, and 2.675 is a little under its decimal.
    @Test func roundsTheExactValueAsPrintfDoes() {
        #expect(0.125.trimmed(decimals: 2) == "0.12")
        #expect(0.375.trimmed(decimals: 2) == "0.38")
        #expect(2.675.trimmed(decimals: 2) == "2.67")
        #expect((1.0 / 3).trimmed(decimals: 15) == "0.333333333333333")
        #expect(123_456_789_012_345.0.trimmed(decimals: 3) == "123456789012345")
        #expect((-999.9996).trimmed == "-1000")
    }
}
