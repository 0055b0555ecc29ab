import FoundationEssentials
import SceneSettings

/// What the help needs to say about defaults that come from the user's settings: their current
/// values, when the settings file can be read. Help never fails on a bad settings file; it
/// then says only "from your settings".
struct HelpContext: Sendable, Hashable {
    var current: [SettingsKey: String]

    /// No settings known: the help names where defaults come from, not their values (also
    /// what the unit tests use, so that the help text does not depend on the machine).
    static let withoutSettings = HelpContext(current: [:])

    static func load(settingsPath: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> HelpContext {
        guard let store = try? SettingsStore(explicitPath: settingsPath, environment: environment),
              let document = try? store.load() else { return .withoutSettings }
        return HelpContext(current: Dictionary(uniqueKeysWithValues: SettingsKey.allCases.map { ($0, $0.text(in: document.settings)) }))
    }

    /// "(default: 0.8)", "(default: from your settings, now staunton)", or nothing.
    func defaultText(_ value: Option.Default) -> String? {
        switch value {
        case .none:
            return nil
        case .text(let text):
            return "(default: \(text))"
        case .setting(let key):
            guard let now = current[key] else { return "(default: from your settings)" }
            let shown = key == .reduceMotion ? (now == "true" ? "on" : "off") : now
            return "(default: from your settings, now \(shown))"
        }
    }
}
