import Foundation

extension Double {
    /// A time or rate for a message: at most three decimals, no trailing zeros ("4.4", "10.833").
    package var trimmed: String {
        guard isFinite else { return String(self) }
        var text = String(format: "%.3f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
