import Foundation

extension Double {
    /// A time, rate or size for a message: at most three decimals, no trailing zeros ("4.4",
    /// "10.833", "6"; never "6.033333333333333" or "2.4000000000000004"). The one number
    /// formatter of the libraries' messages, plot titles and script diagnostics.
    package var trimmed: String { trimmed(decimals: 3) }

    /// The same with at most `decimals` decimals ("254.4" for a box position to a tenth).
    package func trimmed(decimals: Int) -> String {
        // Past 1e15 a double has no decimals left to show; "1e+20" reads better than 21 digits.
        guard isFinite, abs(self) < 1e15 else { return String(self) }
        var text = String(format: "%.\(max(0, decimals))f", self)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
