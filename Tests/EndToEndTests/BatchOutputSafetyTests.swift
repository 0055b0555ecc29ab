import Foundation
import TestSupport
import Testing

/// Where a batch may write: never over the folder holding its manifest, never removing a file
/// it did not write, and never letting two jobs share a file however its path is spelled.
@Suite("chess-motion batch: outputs that must not harm the user's files")
struct BatchOutputSafetyTests {
    static func folder(manifest: String) throws -> URL {
        try BatchCommandTests.folder(manifest: manifest)
    }

    /// `"output": "./"` is the manifest's own folder and `"../"` the one above: refused before
    /// anything runs, even with --force, naming the job and the path; nothing is removed.
    @Test(arguments: ["./", "../", "out/../"])
    func anOutputAtOrAboveTheManifestsFolderIsRefused(output: String) throws {
        let parent = try TemporaryFolder().url
        let folder = parent.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data(#"{"jobs": [{"scene": "coins", "output": "\#(output)", "width": 40, "fps": 2}]}"#.utf8)
            .write(to: folder.appendingPathComponent("manifest.json"))
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("mine too".utf8).write(to: parent.appendingPathComponent("beside.txt"))
        let result = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("manifest.json:1:11: jobs[0] (scene coins): the output "), "\(result.stderr)")
        #expect(result.stderr.contains(output == "../" ? "a folder above the manifest's" : "the manifest's own folder"), "\(result.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["manifest.json", "notes.txt"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: parent.path)) == ["project", "beside.txt"])
    }

    /// A link named like any output but leading to the folder above is the folder above: the
    /// check follows it, whatever its name.
    @Test func anOutputLinkedToAFolderAboveIsRefused() throws {
        let parent = try TemporaryFolder().url
        let folder = parent.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("frames").path, withDestinationPath: "..")
        try Data(#"{"jobs": [{"scene": "coins", "output": "frames/", "width": 40, "fps": 2}]}"#.utf8)
            .write(to: folder.appendingPathComponent("manifest.json"))
        try Data("mine too".utf8).write(to: parent.appendingPathComponent("beside.txt"))
        let result = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a folder above the manifest's"), "\(result.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: parent.path)) == ["project", "beside.txt"])
    }

    /// A sequence forced over a folder that holds other files replaces its own numbered frames
    /// (and removes an earlier, longer run's extra ones) and leaves everything else.
    @Test func aForcedSequenceKeepsTheFolderFilesItDidNotWrite() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "frames/", "width": 40, "playback": "once", "fps": 2}]}"#)
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(at: frames.appendingPathComponent("frame-sub"), withIntermediateDirectories: false)
        try Data("earlier".utf8).write(to: frames.appendingPathComponent("frame-00000.png"))
        try Data("earlier, longer".utf8).write(to: frames.appendingPathComponent("frame-99999.png"))
        let result = try ToolRunner.run(["batch", "manifest.json", "--force", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: frames.path))
        #expect(names.contains("notes.txt") && names.contains("frame-sub"), "\(names.sorted())")
        #expect(!names.contains("frame-99999.png"))
        #expect(try String(contentsOf: frames.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(try Data(contentsOf: frames.appendingPathComponent("frame-00000.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["manifest.json", "frames"],
                "no private folder is left beside it")
    }

    /// `out/a.png` and `link/a.png`, where `link` points at `out`, are one file: refused as two
    /// jobs writing it.
    @Test func twoJobsWritingOneFileThroughALinkedFolderAreRefused() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "out/a.png", "width": 40}, {"scene": "bots", "output": "link/a.png", "width": 40}]}"#)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "out")
        let result = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("is written by two jobs"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).isEmpty)
    }

    /// A still whose path is a folder fails, saying the output is a folder, and the folder
    /// and what it holds stay.
    @Test func aStillAimedAtAFolderSaysItIsAFolder() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "a.png", "width": 40}]}"#)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a.png"), withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("a.png/notes.txt"))
        let result = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("failed a.png, jobs[0] (scene coins): ") && result.stderr.contains("a.png: cannot write: it is a folder"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a.png").path) == ["notes.txt"])
    }

    /// A NUL in an output is refused where it is written in the manifest, before anything
    /// runs; nothing named `a%00b.png` appears.
    @Test func anOutputWithANULIsRefused() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "a\u0000b.png", "width": 40}]}"#)
        let result = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("manifest.json:1:") && result.stderr.contains("a path without a NUL character"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["manifest.json"])
    }
}
