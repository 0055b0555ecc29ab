import Foundation
import MotionKit
import SceneSettings

/// What one rendering run draws with: the stored settings, loaded once, with this run's flags
/// on top and every name checked against what is installed. Scenes receive these values; they
/// never read the store or the environment themselves.
struct ResolvedSettings {
    /// The effective choices: theme, pieces, avatars, scheme, reduce motion.
    var settings: UserSettings
    /// The colour scheme, reduce motion and posture as a scene sees them.
    var environment: MotionEnvironment
    /// Where to load the named assets from (the same folders the names were checked against).
    var searchPath: AssetSearchPath
    /// The settings file that was read (it need not exist).
    var settingsFile: URL

    init(settings: UserSettings, posture: DevicePosture, searchPath: AssetSearchPath, settingsFile: URL) {
        self.settings = settings
        environment = MotionEnvironment(colorScheme: ColorScheme(settings.scheme), reduceMotion: settings.reduceMotion,
                                        posture: posture)
        self.searchPath = searchPath
        self.settingsFile = settingsFile
    }

    /// The board theme's name (`BoardThemes/NAME.json` on the search path).
    var theme: String { settings.theme }
    /// The piece set's name (`PieceSets/NAME/` on the search path).
    var pieces: String { settings.pieces }
    /// The bot avatar style's name.
    var avatars: String { settings.avatars }

    /// A renderer for `scene` in the user's palettes, colour scheme, reduce motion and posture:
    /// how every rendering command turns a scene into frames.
    func renderer(for scene: any MotionScene) throws -> FrameRenderer {
        FrameRenderer(scene: scene, palettes: try AssetLoading.palettes(searchPath: searchPath), environment: environment)
    }

    /// The instant a still shows: under reduce motion always the scene's still frame, as the
    /// app shows it; otherwise the requested time, or the still frame when none was asked for.
    func stillTime(of scene: any MotionScene, requested: Double?) -> Double {
        environment.reduceMotion ? scene.stillTime : (requested ?? scene.stillTime)
    }
}
