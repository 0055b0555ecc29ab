import Foundation
import TestSupport
import Testing

/// A drop-in strings file or scene script that is no regular file (a FIFO, a device) is
/// reported as such, without blocking or reading forever, and never as a permission problem.
@Suite("chess-motion: drop-in files that are not regular files")
struct DropInFileKindTests {
    enum Kind: String, CaseIterable { case fifo, deviceLink }

    /// `data/chess-motion/FOLDER/NAME` made a FIFO or a link to /dev/zero.
    static func dataFolder(holding relativePath: String, as kind: Kind) throws -> URL {
        let folder = try TemporaryFolder().url
        let file = folder.appendingPathComponent("data/chess-motion/" + relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch kind {
        case .fifo: #expect(mkfifo(file.path, 0o644) == 0)
        case .deviceLink: try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        }
        return folder
    }

    @Test(arguments: Kind.allCases)
    func aStringsDropInThatIsNoRegularFileIsSaidToBeOne(kind: Kind) throws {
        let folder = try Self.dataFolder(holding: "Strings/fr.json", as: kind)
        let result = try ToolRunner.run(["still", "coins", "--locale", "fr", "-o", folder.appendingPathComponent("x.png").path],
                                        environment: ["XDG_DATA_HOME": folder.appendingPathComponent("data").path])
        #expect(result.status == 1, "\(result.stderr)")
        let what = kind == .fifo ? "a FIFO (named pipe)" : "a character device"
        #expect(result.stderr.contains("fr.json: cannot read the strings: it is \(what), not a regular file"), "\(result.stderr)")
        #expect(!result.stderr.contains("permission"), "\(result.stderr)")
    }

    @Test(arguments: Kind.allCases)
    func aSceneDropInThatIsNoRegularFileIsSaidToBeOne(kind: Kind) throws {
        let folder = try Self.dataFolder(holding: "Scenes/bots.scene", as: kind)
        let result = try ToolRunner.run(["still", "bots", "-o", folder.appendingPathComponent("x.png").path],
                                        environment: ["XDG_DATA_HOME": folder.appendingPathComponent("data").path])
        #expect(result.status == 1, "\(result.stderr)")
        let what = kind == .fifo ? "a FIFO (named pipe)" : "a character device"
        #expect(result.stderr.contains("bots.scene: it is \(what), not a regular file"), "\(result.stderr)")
        #expect(!result.stderr.contains("permission"), "\(result.stderr)")
    }
}
