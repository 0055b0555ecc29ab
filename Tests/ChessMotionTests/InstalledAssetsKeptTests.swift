import ChessMotion
import Foundation
import TestSupport
import Testing

/// `InstalledAssets.kept()`, what `serve` renders with: the catalogue and palettes read once,
/// so later changes to the folders are not seen, and palettes that do not load are reported at
/// each use as before.
@Suite("The composing library: assets read once for a service")
struct InstalledAssetsKeptTests {
    func root() throws -> (TemporaryFolder, [String: String]) {
        let root = try TemporaryFolder()
        return (root, ["CHESS_MOTION_ASSETS": root.path, "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("none").path])
    }

    @Test func theCatalogueIsTheOneReadAtTheStart() throws {
        let (root, environment) = try root()
        let fresh = InstalledAssets.standard(environment: environment)
        let kept = fresh.kept()
        #expect(kept.catalogue.locales == fresh.catalogue.locales)
        let strings = root.appendingPathComponent("Strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: strings.appendingPathComponent("xx.json"))
        #expect(InstalledAssets.standard(environment: environment).catalogue.locales.contains("xx"))
        #expect(!kept.catalogue.locales.contains("xx"))
    }

    @Test func keptPalettesAreTheFilesAndABrokenOneIsStillReported() throws {
        let (root, environment) = try root()
        let shipped = try InstalledAssets.standard(environment: environment).kept().palettes()
        #expect(shipped == (try InstalledAssets.standard(environment: environment).palettes()))
        let palettes = root.appendingPathComponent("Palettes")
        try FileManager.default.createDirectory(at: palettes, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: root.appendingPathComponent(InstalledAssets.paletteFile))
        let broken = InstalledAssets.standard(environment: environment).kept()
        #expect(throws: (any Error).self) { try broken.palettes() }
        #expect(throws: (any Error).self) { try broken.palettes() }
    }
}
