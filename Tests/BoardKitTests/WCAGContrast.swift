import Foundation
import MotionKit

/// WCAG 2's relative luminance and contrast ratio, the measure the theme and piece tests use
/// to decide whether two colours can be told apart.
enum WCAGContrast {
    /// Relative luminance of an sRGB colour (alpha ignored), 0 for black to 1 for white.
    static func luminance(_ color: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
