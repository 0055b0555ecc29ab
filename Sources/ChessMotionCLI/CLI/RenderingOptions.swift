import ChessMotionSupport
import Foundation
import MotionKit
import ChessMotion

/// The options every rendering command shares (still, board, render, sheet, preview): how the
/// user's stored settings are overridden for one run, and what size to draw at. Overrides are
/// never written back to the settings store. Call `resolve()` once per run to get the settings
/// the scene is drawn with.
struct RenderingOptions {
    var scheme: ColorScheme?
    /// `--reduce-motion` (true) or `--no-reduce-motion` (false); nil keeps the stored setting.
    var reduceMotion: Bool?
    var posture: DevicePosture?
    var theme: String?
    var pieces: String?
    var avatars: String?
    /// `--locale NAME`: the language of the scene's words for this run.
    var locale: String?
    /// `--settings PATH`: read the settings from this file instead of the standard location.
    var settingsPath: String?
    var width: Int?
    var scale: Double?

    static let helpText = """
      --scheme light|dark      colour scheme for this run (default: from your settings)
      --posture NAME           phone, open, closed or tabletop (default: phone)
      --reduce-motion          draw the still frame, as the app does for Reduce Motion
      --no-reduce-motion       animate even if your settings turn Reduce Motion on
      --theme NAME             board theme for this run (default: from your settings)
      --pieces NAME            piece set for this run (default: from your settings)
      --avatars NAME           bot avatar style for this run (default: from your settings)
      --locale NAME            language of the scene's words, such as en or es (default:
                               from your settings; add one as Strings/NAME.json)
      --settings PATH          read settings from PATH instead of the standard location
      --width PIXELS           output width; the height keeps the scene's proportions
      --scale K                output size as a multiple of the scene's box (360 x 280)
    """

    static func parse(_ arguments: inout Arguments) throws(UsageError) -> RenderingOptions {
        let reduce = arguments.flag("--reduce-motion"), animate = arguments.flag("--no-reduce-motion")
        if reduce, animate { throw .conflictingOptions("--reduce-motion", "--no-reduce-motion") }
        let options = RenderingOptions(
            scheme: try arguments.choice("--scheme", as: ColorScheme.self),
            reduceMotion: reduce ? true : animate ? false : nil,
            posture: try arguments.choice("--posture", as: DevicePosture.self),
            theme: try arguments.value("--theme"),
            pieces: try arguments.value("--pieces"),
            avatars: try arguments.value("--avatars"),
            locale: try arguments.value("--locale"),
            settingsPath: arguments.settingsPath,
            width: try arguments.integer("--width", in: 1...PixelSize.maximumSide),
            scale: try arguments.double("--scale", in: 0.01...Double(PixelSize.maximumSide) / 360)
        )
        if options.width != nil, options.scale != nil { throw .conflictingOptions("--width", "--scale") }
        return options
    }

    /// This run's flags as the composing library takes them.
    var overrides: SceneOverrides {
        SceneOverrides(theme: theme, pieces: pieces, avatars: avatars, scheme: scheme, reduceMotion: reduceMotion,
                       posture: posture, locale: locale)
    }

    /// Loads the settings store once (honouring `--settings` and CHESS_MOTION_SETTINGS) and
    /// applies this run's flags: the one call a rendering command makes before drawing.
    func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ResolvedSettings {
        try ResolvedSettings(settingsFile: settingsPath, overrides: overrides, environment: environment)
    }

    /// The scene named by SCENE, with this run's settings, ready to draw; each word the locale
    /// lacks is warned about once.
    func prepare(_ sceneArgument: String) throws -> PreparedScene {
        let prepared = try PreparedScene(sceneArgument, settings: resolve(), overrides: overrides)
        for warning in prepared.warnings { Console.error("warning: \(warning)") }
        return prepared
    }

    /// The output size: `--scale` times the box, or `--width` with the box's aspect, or the
    /// posture's screen size (the box fitted and centred inside it).
    func pixelSize(box: Size) throws -> PixelSize {
        if width != nil || scale != nil {
            return try OutputSize.resolve(box: box, width: width, scale: scale)
        }
        return try (posture ?? .phone).defaultPixelSize.validated()
    }
}
