/// A per-run override from a rendering command's flag (`--theme wood`): used for that run and
/// never written back to the store.
package struct SettingsOverride: Sendable, Hashable {
    package var key: SettingsKey
    package var text: String
    /// The flag that carried it, for messages.
    package var option: String

    package init(_ key: SettingsKey, _ text: String, option: String) {
        self.key = key
        self.text = text
        self.option = option
    }
}

extension SettingsDocument {
    /// The settings a scene is drawn with: the stored choices, then the overrides, each override
    /// checked against what is installed. A name the file chose that has since been removed is
    /// an error naming the file and key, unless a flag overrides it for this run — at once when
    /// `checkingStoredNames`, or by the caller when that asset is needed. Built-in defaults are
    /// not checked: they are not the user's input, and a missing default asset is reported by
    /// whatever loads it, with the folders it searched.
    package func resolved(with overrides: [SettingsOverride] = [], catalogue: SettingsCatalogue,
                         checkingStoredNames: Bool = true) throws(SettingsError) -> UserSettings {
        let overridden = Set(overrides.map(\.key))
        for key in storedKeys where checkingStoredNames && !overridden.contains(key) {
            if let kind = key.assetKind {
                try catalogue.check(key.text(in: settings), as: kind, key: key, from: origin(of: key))
            }
        }
        var result = settings
        for override in overrides {
            try override.key.assign(text: override.text, to: &result, from: .option(override.option), catalogue: catalogue)
        }
        return result
    }
}
