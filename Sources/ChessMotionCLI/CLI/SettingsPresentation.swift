import ChessMotionSupport
import SceneSettings

/// How `settings show` prints: a table for people, JSON for scripts.
enum SettingsPresentation {
    /// Every setting with its value, where it comes from, and the installed choices; a stored
    /// name that is no longer installed is flagged rather than hidden.
    static func table(_ document: SettingsDocument, location: SettingsLocation, catalogue: SettingsCatalogue) -> String {
        let stored = Set(document.storedKeys)
        let rows = SettingsKey.allCases.map { key -> [String] in
            var value = key.text(in: document.settings)
            let choices: [String]
            if let kind = key.assetKind {
                choices = catalogue.names(of: kind)
                if stored.contains(key), !choices.contains(value) { value += " (not installed)" }
            } else {
                choices = key == .scheme ? UserSettings.Scheme.allCases.map(\.rawValue) : ["true", "false"]
            }
            return [key.rawValue, value, stored.contains(key) ? "stored" : "default",
                    choices.isEmpty ? "(none installed)" : choices.joined(separator: ", ")]
        }
        var lines = ["Settings file: \(location.file.path) (from \(location.source.rawValue))"]
        if document.storedKeys.isEmpty && document.unknownKeys.isEmpty {
            lines[0] += "; nothing stored, the defaults serve"
        }
        lines.append("")
        lines.append(Table.render(header: ["key", "value", "from", "choices"], rows: rows))
        if !document.unknownKeys.isEmpty {
            lines.append("")
            lines.append("Kept for newer versions: \(document.unknownKeys.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    /// The effective settings as a settings file would hold them (so the output can be saved
    /// and used with --settings).
    static func json(_ document: SettingsDocument) -> String {
        var object = JSONObject(["version": .number(String(UserSettings.schemaVersion))])
        for key in SettingsKey.allCases { object[key.rawValue] = key.json(in: document.settings) }
        return JSONValue.object(object).formatted().trimmingSuffix("\n")
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
