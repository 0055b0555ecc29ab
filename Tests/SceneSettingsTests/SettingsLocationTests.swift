import Foundation
import SceneSettings
import Testing

@Suite("Where the settings file is")
struct SettingsLocationTests {
    @Test func theFlagBeatsTheEnvironmentWhichBeatsXDGWhichBeatsHome() throws {
        let environment = ["CHESS_MOTION_SETTINGS": "/env/s.json", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"]
        #expect(try SettingsLocation.resolve(explicitPath: "/flag/s.json", environment: environment)
                == SettingsLocation(file: URL(fileURLWithPath: "/flag/s.json"), source: .option))
        #expect(try SettingsLocation.resolve(explicitPath: nil, environment: environment)
                == SettingsLocation(file: URL(fileURLWithPath: "/env/s.json"), source: .environment))
        var noOverride = environment
        noOverride["CHESS_MOTION_SETTINGS"] = nil
        #expect(try SettingsLocation.resolve(explicitPath: nil, environment: noOverride).file.path
                == "/xdg/chess-motion/settings.json")
        noOverride["XDG_CONFIG_HOME"] = nil
        #expect(try SettingsLocation.resolve(explicitPath: nil, environment: noOverride).file.path
                == "/home/u/.config/chess-motion/settings.json")
    }

    @Test func aRelativeOrEmptyXDGConfigHomeIsIgnored() throws {
        for xdg in ["", "relative/config"] {
            let location = try SettingsLocation.resolve(explicitPath: nil, environment: ["XDG_CONFIG_HOME": xdg, "HOME": "/home/u"])
            #expect(location.source == .home)
        }
    }

    @Test func aRelativeFlagIsTakenFromTheCurrentDirectory() throws {
        let location = try SettingsLocation.resolve(explicitPath: "my/settings.json", environment: [:])
        #expect(location.file.path == FileManager.default.currentDirectoryPath + "/my/settings.json")
    }

    /// Issue 15, item 7: `--settings ""` used to fall through to the real settings file.
    @Test func anEmptyFlagIsRefusedNotPassedOver() {
        #expect(throws: SettingsError.emptyPath(source: "--settings")) {
            try SettingsLocation.resolve(explicitPath: "", environment: ["HOME": "/home/u"])
        }
        #expect(throws: SettingsError.emptyPath(source: "--settings")) {
            try SettingsStore(explicitPath: "", environment: ["CHESS_MOTION_SETTINGS": "/env/s.json"])
        }
    }
}
