import Foundation

extension Double {
    /// A time or rate for a message: at most three decimals, no trailing zeros ("4.4", "10.833").
    /// A magnitude three decimals cannot show (1e-320, 1e308) is written in the shortest exact
    /// form instead ("1e-320", "1e+308"): not as 0, and not as 309 digits.
    package var trimmed: String {
        guard isFinite else { return String(self) }
        if self != 0, abs(self) < 0.0005 || abs(self) >= 1e15 { return String(self) }
        var text = String(format: "%.3f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
