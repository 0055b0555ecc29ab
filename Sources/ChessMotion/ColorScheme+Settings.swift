import MotionKit
import SceneSettings

extension ColorScheme {
    /// The stored scheme as the renderer's. SceneSettings keeps its own enum so that it need not
    /// import MotionKit; the two are kept in step here.
    init(_ scheme: UserSettings.Scheme) {
        switch scheme {
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}
