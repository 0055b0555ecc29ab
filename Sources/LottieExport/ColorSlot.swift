import MotionKit

/// A colour an app may change at run time, named after the theme token it comes from
/// ("board-light", "accent"), with its colour in each scheme. A shape drawn in the scheme's
/// colour of a slot is bound to it (Lottie's `sid`), and the dotLottie's themes set every slot
/// for light and for dark.
package struct ColorSlot: Sendable, Hashable {
    package let name: String
    package let light: Color
    package let dark: Color

    package init(name: String, light: Color, dark: Color) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    package func color(for scheme: ColorScheme) -> Color { scheme == .light ? light : dark }
}
