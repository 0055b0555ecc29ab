import Foundation
import SceneSettings
import Testing

@Suite("Where the settings file is")
struct SettingsLocationTests {
    @Test func theFlagBeatsTheEnvironmentWhichBeatsXDGWhichBeatsHome() {
        let environment = ["CHESS_MOTION_SETTINGS": "/env/s.json", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"]
        #expect(SettingsLocation.resolve(explicitPath: "/flag/s.json", environment: environment)
                == SettingsLocation(file: URL(fileURLWithPath: "/flag/s.json"), source: .option))
        #expect(SettingsLocation.resolve(explicitPath: nil, environment: environment)
                == SettingsLocation(file: URL(fileURLWithPath: "/env/s.json"), source: .environment))
        var noOverride = environment
        noOverride["CHESS_MOTION_SETTINGS"] = nil
        #expect(SettingsLocation.resolve(explicitPath: nil, environment: noOverride).file.path
                == "/xdg/chess-motion/settings.json")
        noOverride["XDG_CONFIG_HOME"] = nil
        #expect(SettingsLocation.resolve(explicitPath: nil, environment: noOverride).file.path
                == "/home/u/.config/chess-motion/settings.json")
    }

    @Test func aRelativeOrEmptyXDGConfigHomeIsIgnored() {
        for xdg in ["", "relative/config"] {
            let location = SettingsLocation.resolve(explicitPath: nil, environment: ["XDG_CONFIG_HOME": xdg, "HOME": "/home/u"])
            #expect(location.source == .home)
        }
    }

    @Test func aRelativeFlagIsTakenFromTheCurrentDirectory() {
        let location = SettingsLocation.resolve(explicitPath: "my/settings.json", environment: [:])
        #expect(location.file.path == FileManager.default.currentDirectoryPath + "/my/settings.json")
    }
}
