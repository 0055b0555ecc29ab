import Foundation
import MotionKit
import TestSupport
import Testing

/// What a kept picture is named after besides its own inputs (`RasterStack.identity`): the same
/// while nothing changes, another once a font is added or fontconfig is pointed elsewhere.
@Suite("The raster stack's identity")
struct RasterStackTests {
    @Test func aFontAddedOrAnotherConfigurationChangesTheIdentity() throws {
        let home = try TemporaryFolder("raster-stack")
        let environment = ["HOME": home.path]
        let before = RasterStack.identity(environment: environment)
        #expect(RasterStack.identity(environment: environment) == before, "nothing changed")
        let fonts = home.appendingPathComponent(".local/share/fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        #expect(RasterStack.identity(environment: environment) != before, "a user font folder made")
        // Dated an hour back, so the font's arrival moves the time even on a coarse clock.
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, fonts.path, &times, 0) == 0)
        let withFolder = RasterStack.identity(environment: environment)
        try Data([0]).write(to: fonts.appendingPathComponent("Added.ttf"))
        #expect(RasterStack.identity(environment: environment) != withFolder, "a font added to it")
        let added = RasterStack.identity(environment: environment)
        #expect(RasterStack.identity(environment: environment.merging(["FONTCONFIG_FILE": "/elsewhere.conf"]) { $1 }) != added)
    }
}
