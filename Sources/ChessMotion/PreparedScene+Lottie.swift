import BoardKit
import FoundationEssentials
import LottieExport
import MotionKit

extension PreparedScene {
    /// The colours an app may set at run time in this scene's Lottie file, named after the
    /// tokens they come from: the board theme's squares and last-move highlights, and the
    /// palette's accent, text and background. A theme that cannot be loaded (a scene with no
    /// board needs none) leaves the board's slots out.
    package var lottieSlots: [ColorSlot] {
        let palettes = renderer.palettes
        var slots: [ColorSlot] = []
        if let theme = try? settings.loadTheme() {
            slots += [
                ColorSlot(name: "board-light", light: theme.light.lightSquare, dark: theme.dark.lightSquare),
                ColorSlot(name: "board-dark", light: theme.light.darkSquare, dark: theme.dark.darkSquare),
                ColorSlot(name: "highlight-light", light: theme.light.lastMoveLight, dark: theme.dark.lastMoveLight),
                ColorSlot(name: "highlight-dark", light: theme.light.lastMoveDark, dark: theme.dark.lastMoveDark),
            ]
        }
        for token in [PaletteToken.accent, .text, .background] {
            slots.append(ColorSlot(name: token.rawValue, light: palettes.light[token], dark: palettes.dark[token]))
        }
        return slots
    }

    /// This scene as a Lottie export at `size` and `fps`, its slots bound.
    package func lottieExporter(size: PixelSize, fps: Double) -> LottieExporter {
        LottieExporter(renderer: renderer, size: size, fps: fps, slots: lottieSlots, name: displayName)
    }
}
