import ChessMotion
import FoundationEssentials
import MotionKit

/// How the user's stored settings are overridden for one run, and what size to draw at, read
/// from the rendering options a command declared (see RenderingOptions+Declarations). Overrides
/// are never written back to the settings store. Call `resolve()` once per run to get the
/// settings the scene is drawn with.
struct RenderingOptions {
    var scheme: ColorScheme?
    /// `--reduce-motion` (true) or `--no-reduce-motion` (false); nil keeps the stored setting.
    var reduceMotion: Bool?
    var posture: DevicePosture?
    var theme: String?
    var pieces: String?
    var avatars: String?
    var locale: String?
    /// `--settings PATH`: read the settings from this file instead of the standard location.
    var settingsPath: String?
    var width: Int?
    var scale: Double?
    /// For a PGN file: the game and how to draw it (options a command did not declare read as absent).
    var game = GameChoice()

    init(_ arguments: ParsedArguments, gameEvery: Bool = true) throws(UsageError) {
        let reduce = arguments.flag(Self.reduceMotion), animate = arguments.flag(Self.noReduceMotion)
        if reduce, animate { throw .conflictingOptions(Self.reduceMotion.name, Self.noReduceMotion.name) }
        scheme = arguments.choice(Self.scheme, as: ColorScheme.self)
        reduceMotion = reduce ? true : animate ? false : nil
        posture = arguments.choice(Self.posture, as: DevicePosture.self)
        theme = arguments.text(Self.theme)
        pieces = arguments.text(Self.pieces)
        avatars = arguments.text(Self.avatars)
        locale = arguments.text(Self.locale)
        settingsPath = arguments.text(GlobalOptions.settings)
        width = arguments.integer(Self.width)
        scale = arguments.number(Self.scale)
        if width != nil, scale != nil { throw .conflictingOptions(Self.width.name, Self.scale.name) }
        game = try GameOptions.choice(arguments, readsEvery: gameEvery)
    }

    /// This run's flags as the composing library takes them.
    var overrides: SceneOverrides {
        var overrides = SceneOverrides(theme: theme, pieces: pieces, avatars: avatars, scheme: scheme,
                                       reduceMotion: reduceMotion, posture: posture, locale: locale)
        overrides.game = game
        return overrides
    }

    /// Loads the settings store once (honouring `--settings` and CHESS_MOTION_SETTINGS) and
    /// applies this run's flags: the one call a rendering command makes before drawing.
    func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ResolvedSettings {
        try ResolvedSettings(settingsFile: settingsPath, overrides: overrides, environment: environment)
    }

    /// The scene named by SCENE, with this run's settings, ready to draw.
    func prepare(_ sceneArgument: String) throws -> PreparedScene {
        let prepared = try PreparedScene(sceneArgument, settings: resolve(), overrides: overrides)
        for warning in prepared.warnings { Console.error("warning: \(warning)") }
        return prepared
    }

    /// The output size of a prepared scene: as `pixelSize(box:)`, except that a scene with its
    /// own frame (a game) defaults to the library's size for it unless a posture is asked for.
    func pixelSize(for setup: PreparedScene) throws -> PixelSize {
        try setup.pixelSize(width: width, scale: scale, postureChosen: posture != nil)
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
