import Foundation
import TestSupport
import Testing

/// `kit -o DIR` replaces index.html and the rest by name, so it writes only into a new or empty
/// folder or one holding a page it wrote itself (its marker), unless --force.
@Suite("chess-motion kit: the folder it writes into")
struct KitFolderTests {
    @Test func aFolderOfTheUsersIsRefusedUnlessForced() throws {
        let folder = try TemporaryFolder().url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("<p>my own page</p>".utf8).write(to: folder.appendingPathComponent("index.html"))
        let refused = try ToolRunner.run(["kit", "coins", "-o", folder.path])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("holds 1 file (index.html) and no kit page chess-motion wrote")
                    && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "<p>my own page</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])

        let forced = try ToolRunner.run(["kit", "coins", "-o", folder.path, "--force", "--quiet"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) != "<p>my own page</p>")
    }

    /// A page it wrote is replaced without --force, and so is an empty folder filled.
    @Test func itsOwnPageAndAnEmptyFolderNeedNoForce() throws {
        let folder = try TemporaryFolder().url.appendingPathComponent("kit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let first = try ToolRunner.run(["kit", "coins", "-o", folder.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".chess-motion-kit").path))
        let again = try ToolRunner.run(["kit", "clock", "-o", folder.path, "--quiet"])
        #expect(again.status == 0, "\(again.stderr)")
    }
}
