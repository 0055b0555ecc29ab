import ChessMotion
import ChessMotionSupport
import ChessScenes
import MotionKit
import SceneSettings

/// The options that choose how a scene looks for one run, each overriding a stored setting (or,
/// for the posture, the phone). A command declares the ones that change what it draws: `board`
/// draws no bots, so it takes no `--avatars`; a curve has no board, so it takes only `--scheme`.
extension RenderingOptions {
    static let scheme = Option(
        "--scheme", kind: .choice(ColorScheme.allCases.map(\.rawValue)),
        help: "colour scheme for this run", default: .setting(.scheme))
    static let posture = Option(
        "--posture", kind: .choice(DevicePosture.allCases.map(\.rawValue)),
        help: "the device the scene is shown on: a phone, or a foldable opened flat, closed, or half-folded (tabletop)",
        default: .text(DevicePosture.phone.rawValue))
    static let reduceMotion = Option.flag(
        "--reduce-motion", help: "draw the still frame, as the app does for Reduce Motion", default: .setting(.reduceMotion))
    static let noReduceMotion = Option.flag(
        "--no-reduce-motion", help: "animate even if your settings turn Reduce Motion on")
    static let theme = Option(
        "--theme", value: "NAME", kind: .text,
        help: "board theme for this run; 'chess-motion themes' lists them", default: .setting(.theme))
    static let pieces = Option(
        "--pieces", value: "NAME", kind: .text,
        help: "piece set for this run; 'chess-motion pieces' lists them", default: .setting(.pieces))
    static let avatars = Option(
        "--avatars", value: "NAME", kind: .text,
        help: "bot avatar style for this run: " + AvatarStyle.allCases.map(\.rawValue).joined(separator: ", "),
        default: .setting(.avatars))

    /// Every look option: for commands whose SCENE may be any scene or script.
    static let locale = Option(
        "--locale", value: "NAME", kind: .text,
        help: "language of the scene's words: en, es, or your own Strings/NAME.json", default: .setting(.locale))
    static let sceneLook = [scheme, posture, reduceMotion, noReduceMotion, theme, pieces, avatars, locale]

    static func group(_ options: [Option]) -> OptionGroup {
        OptionGroup("Rendering options", options)
    }

    static let width = Option("--width", value: "PIXELS", kind: .integer(SceneSize.widths),
                              help: "output width; the height keeps the proportions")
    static let scale = Option("--scale", value: "K", kind: .number(SceneSize.scales),
                              help: "output size as a multiple of the box")

    /// `--width` and `--scale`, described for what the command draws: `box` names the logical
    /// size `--scale` multiplies, `defaultSize` what is drawn when neither is given.
    static func sizeOptions(box: String, defaultSize: String) -> [Option] {
        [width.with(default: .text(defaultSize)), scale.with(help: "output size as a multiple of \(box)")]
    }

    /// The size options for a scene drawn whole: the posture's screen, or a multiple of the box.
    static var sceneSize: [Option] {
        let phone = DevicePosture.phone.defaultPixelSize
        return sizeOptions(box: "the scene's box (\(Size.sceneBox.width.trimmed) x \(Size.sceneBox.height.trimmed))",
                           defaultSize: "the posture's screen, \(phone.width) x \(phone.height) for a phone")
    }

    /// The size options for pictures made of many frames (sheets, preview pages).
    static var frameSize: [Option] {
        sizeOptions(box: "the scene's box, for each frame",
                    defaultSize: "each frame is the scene's box, \(Int(Size.sceneBox.width)) wide")
    }
}
