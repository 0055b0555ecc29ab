import ChessScenes
import FoundationEssentials
import MotionKit
import SceneScripts

/// A scene ready to draw: "a built-in scene's name or a script + the settings + this run's
/// overrides" resolved once into the scene and a renderer in the user's palettes and
/// environment. What `chess-motion still bots` does, a Swift caller does in three lines:
///
///     let settings = try ResolvedSettings(settingsFile: "my-settings.json")
///     let bots = try PreparedScene("bots", settings: settings)
///     try bots.writeStill(to: URL(fileURLWithPath: "bots.png"))
public struct PreparedScene: Sendable {
    public let settings: ResolvedSettings
    public let scene: any MotionScene
    public let renderer: FrameRenderer
    /// A short name for titles: "coins", or a script's own `name:` ("Scholar's mate").
    public let displayName: String
    /// What the user should hear about once per run: each word the locale lacks, drawn in
    /// English instead.
    public let warnings: [String]

    /// `argument` is a built-in scene's name (`SceneCatalogue.names`) or the path of a `.scene`
    /// script, which is validated first. A script's board follows this run's `--theme`/`--pieces`,
    /// then the script's own fixed `theme:`/`pieces:`, then the stored settings.
    public init(_ argument: String, settings: ResolvedSettings, overrides: SceneOverrides = SceneOverrides()) throws {
        self.settings = settings
        scene = try SceneSource.scene(argument, settings: settings, overrides: overrides)
        renderer = try settings.renderer(for: scene)
        displayName = (scene as? ScriptedScene)?.script.name ?? SceneSource.displayName(for: argument)
        warnings = (try? settings.loadWords())?.fallbackWarnings ?? []
    }

    /// A scene already made (a script the server received as a body), with `settings`.
    package init(scene: any MotionScene, settings: ResolvedSettings, displayName: String = "script") throws {
        self.settings = settings
        self.scene = scene
        renderer = try settings.renderer(for: scene)
        self.displayName = (scene as? ScriptedScene)?.script.name ?? displayName
        warnings = []
    }

    /// The instant a still shows (the still frame under Reduce Motion, whatever is asked). An
    /// instant outside the scene is refused: the scene has nothing to show there.
    public func stillTime(requested: Double? = nil) throws(SceneTimeError) -> Double {
        if let requested, !(0...scene.duration).contains(requested) {
            throw .outsideScene(requested, scene: displayName, duration: scene.duration)
        }
        return settings.stillTime(of: scene, requested: requested)
    }

    /// Reduce Motion as the app would apply it: from the settings, or this run's override.
    public var reduceMotion: Bool { settings.environment.reduceMotion }

    /// Whether the scene is a frame of its own rather than a device's screen: a game from a PGN
    /// file is shared as an image, as chess sites share GIFs, so no posture frames it.
    public var hasItsOwnFrame: Bool { scene is GameScene }

    /// The posture's screen size, the box fitted and centred inside it; a game's own frame at
    /// twice its box (720 x 840, lichess's GIF size).
    public var defaultPixelSize: PixelSize {
        get throws {
            if hasItsOwnFrame {
                return try PixelSize(width: Int(2 * scene.box.width), height: Int(2 * scene.box.height)).validated()
            }
            return try settings.environment.posture.defaultPixelSize.validated()
        }
    }

    /// Writes the frame at `t` (default: the still) as PNG, SVG or PDF by `url`'s extension,
    /// replacing an existing file only once the new one is complete.
    public func writeStill(at t: Double? = nil, size: PixelSize? = nil, to url: URL) throws {
        try StillWriter.write(renderer, at: stillTime(requested: t), size: size ?? defaultPixelSize, to: url)
    }
}
