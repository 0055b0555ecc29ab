import ChessMotionSupport
import Foundation
import TestSupport
import SceneSettings
import Testing

@Suite("Asset search path")
struct AssetSearchPathTests {
    /// Two roots: a user's data folder and a checkout, each with some themes and piece sets,
    /// kept (and removed) with the suite's instance, which lives as long as one test.
    let user: TemporaryFolder, checkout: TemporaryFolder
    let path: AssetSearchPath

    init() throws {
        user = try TemporaryFolder()
        checkout = try TemporaryFolder()
        let manager = FileManager.default
        for folder in ["BoardThemes", "PieceSets/staunton", "PieceSets/geometric", "Palettes"] {
            try manager.createDirectory(at: checkout.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try checkout.appendingPathComponent("Palettes/default.json").write("{}")
        try checkout.appendingPathComponent("BoardThemes/green.json").write("{\"from\": \"checkout\"}")
        try checkout.appendingPathComponent("BoardThemes/wood.json").write("{}")
        try checkout.appendingPathComponent("BoardThemes/README.md").write("not a theme")
        for folder in ["BoardThemes", "PieceSets/comic", "PieceSets/.hidden"] {
            try manager.createDirectory(at: user.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try user.appendingPathComponent("BoardThemes/green.json").write("{\"from\": \"user\"}")
        try user.appendingPathComponent("BoardThemes/sea.json").write("{}")
        path = AssetSearchPath(roots: [user.url, checkout.url])
    }

    @Test func listingsAreTheUnionOfEveryRoot() throws {
        #expect(path.assetNames(in: .boardThemes, fileExtension: "json") == ["green", "sea", "wood"])
        #expect(path.assetNames(in: .pieceSets) == ["comic", "geometric", "staunton"])
    }

    @Test func theFirstRootThatHasAnAssetWins() throws {
        #expect(path.asset(named: "green", in: .boardThemes, fileExtension: "json")
                == user.appendingPathComponent("BoardThemes/green.json"))
        #expect(path.asset(named: "wood", in: .boardThemes, fileExtension: "json")
                == checkout.appendingPathComponent("BoardThemes/wood.json"))
        #expect(path.asset(named: "staunton", in: .pieceSets)?.standardizedFileURL.path
                == checkout.appendingPathComponent("PieceSets/staunton").path)
        #expect(path.asset(named: "plaid", in: .boardThemes, fileExtension: "json") == nil)
    }

    @Test(arguments: ["../BoardThemes/green", "/etc/passwd", "..", ".hidden", "a/b", ""])
    func namesThatArePathsFindNothing(name: String) throws {
        #expect(path.asset(named: name, in: .pieceSets) == nil)
        #expect(path.asset(named: name, in: .boardThemes, fileExtension: "json") == nil)
        #expect(path.file("PieceSets/../Palettes/default.json") == nil)
        #expect(path.file("/etc/hostname") == nil)
    }

    @Test func theStandardPathPutsTheEnvironmentFirstThenTheUserFolderAndFindsThisCheckout() throws {
        let standard = AssetSearchPath.standard(environment: ["CHESS_MOTION_ASSETS": "/a:/b", "XDG_DATA_HOME": "/data", "HOME": "/h"])
        #expect(standard.roots.prefix(3).map(\.path) == ["/a", "/b", "/data/chess-motion"])
        #expect(standard.file("Palettes/default.json") != nil, "the checkout is found from the test's own location")
        #expect(AssetSearchPath.userDataFolder(environment: ["HOME": "/h"]).path == "/h/.local/share/chess-motion")
    }
}
