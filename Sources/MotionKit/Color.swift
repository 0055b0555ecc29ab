import FoundationEssentials

/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` — the forms designers copy out of their tools.
    public init(hex: String) throws(ColorParseError) {
        var digits = Substring(hex.trimmingSpaces())
        guard digits.first == "#" else { throw .missingHash(hex) }
        digits = digits.dropFirst()
        guard digits.allSatisfy(\.isHexDigit) else { throw .notHexadecimal(hex) }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = String(digits) + "ff"
        case 8: expanded = String(digits)
        default: throw .wrongLength(hex)
        }
        guard let value = UInt32(expanded, radix: 16) else { throw .notHexadecimal(hex) }
        red = Double((value >> 24) & 0xff) / 255
        green = Double((value >> 16) & 0xff) / 255
        blue = Double((value >> 8) & 0xff) / 255
        alpha = Double(value & 0xff) / 255
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise.
    public var hexString: String {
        func byte(_ v: Double) -> String { String(printf: "%02X", Int((Motion.clamp(v) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear mix in sRGB: enough for tints and the forge's glow, not a colour-science claim.
    public func mixed(with other: Color, _ k: Double) -> Color {
        Color(red: Motion.lerp(red, other.red, k), green: Motion.lerp(green, other.green, k),
              blue: Motion.lerp(blue, other.blue, k), alpha: Motion.lerp(alpha, other.alpha, k))
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

public enum ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingHash(String)
    case notHexadecimal(String)
    case wrongLength(String)

    public var description: String {
        switch self {
        case .missingHash(let text), .notHexadecimal(let text), .wrongLength(let text):
            "\"\(text)\" is not a colour: \(rule)"
        }
    }

    /// What a colour must look like, for a message that shows the offending text its own way.
    public var rule: String {
        switch self {
        case .missingHash: "it must start with '#', as in #1E88E5"
        case .notHexadecimal: "only hexadecimal digits may follow '#'"
        case .wrongLength: "use #RGB, #RRGGBB or #RRGGBBAA"
        }
    }
}
