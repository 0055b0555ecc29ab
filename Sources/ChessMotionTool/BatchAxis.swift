import ChessMotion
import ChessScenes
import MotionKit

/// The choices a batch multiplies: each names a key of a manifest's matrix or job and a
/// placeholder of its output template. The order of the cases is the order of expansion: the
/// scene varies slowest, the locale fastest.
package enum BatchAxis: String, Sendable, Hashable, CaseIterable {
    case scene, theme, pieces, avatars, scheme, posture, locale

    /// The placeholder's text for `value`: a scene's file stem (a path would put folders in the
    /// name), any other value as written (names are checked to hold no '/').
    func placeholderText(for value: String) -> String {
        self == .scene ? SceneSource.displayName(for: value) : value
    }

    /// The words a value of this axis may be, when the list is fixed.
    var fixedChoices: [String]? {
        switch self {
        case .avatars: AvatarStyle.allCases.map(\.rawValue)
        case .scheme: ColorScheme.allCases.map(\.rawValue)
        case .posture: DevicePosture.allCases.map(\.rawValue)
        case .scene, .theme, .pieces, .locale: nil
        }
    }

    /// The job's overrides with this axis set to `value` (the scene is not an override).
    func apply(_ value: String, to overrides: inout SceneOverrides) {
        switch self {
        case .scene: break
        case .theme: overrides.theme = value
        case .pieces: overrides.pieces = value
        case .avatars: overrides.avatars = value
        case .scheme: overrides.scheme = ColorScheme(rawValue: value)
        case .posture: overrides.posture = DevicePosture(rawValue: value)
        case .locale: overrides.locale = value
        }
    }
}
