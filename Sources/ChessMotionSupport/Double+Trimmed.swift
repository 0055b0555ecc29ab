import CLinuxCalls
import Glibc

extension Double {
    /// A time, rate or size for a message: at most three decimals, no trailing zeros ("4.4",
    /// "10.833", "6"; never "6.033333333333333" or "2.4000000000000004"). The one number
    /// formatter of the libraries' messages, plot titles and script diagnostics.
    package var trimmed: String { trimmed(decimals: 3) }

    /// The same with at most `decimals` decimals ("254.4" for a box position to a tenth).
    package func trimmed(decimals: Int) -> String {
        // A magnitude the decimals cannot show (1e-320, 1e308) is written in the shortest exact
        // form instead ("1e-320", "1e+308"): not as 0, and not as 309 digits.
        guard isFinite else { return String(self) }
        if self != 0, abs(self) < 0.5 * pow(10, -Double(max(0, decimals))) || abs(self) >= 1e15 { return String(self) }
        var text = fixed(decimals: Int32(max(0, decimals)))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// printf's "%.*f", called without Swift's CVarArg boxes (`clinux_format_fixed`): commands
    /// such as `render` format their options' defaults with it as they start.
    private func fixed(decimals: Int32) -> String {
        let length = Int(clinux_format_fixed(nil, 0, decimals, self))
        guard length > 0 else { return String(self) }
        return String(unsafeUninitializedCapacity: length + 1) { buffer in
            let characters = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            return min(length, max(0, Int(clinux_format_fixed(characters, length + 1, decimals, self))))
        }
    }
}
