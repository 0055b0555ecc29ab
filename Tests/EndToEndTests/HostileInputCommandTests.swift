import Foundation
import TestSupport
import Testing

/// Issue 15, items 1, 3, 7 and 10, as a user meets them on the command line.
@Suite("Hostile paths and inputs on the command line")
struct HostileInputCommandTests {
    /// Item 1: `settings reset` renamed a device aside and wrote JSON in its place.
    @Test func settingsResetRefusesADeviceAndNamesIt() throws {
        let folder = try TemporaryFolder()
        let device = folder.appendingPathComponent("device")
        let isDevice = mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
        if !isDevice { try #require(mkfifo(device.path, 0o600) == 0) }
        let kind = isDevice ? "a character device" : "a FIFO (named pipe)"
        for arguments in [["settings", "reset"], ["settings", "set", "scheme", "dark"], ["settings", "show"]] {
            let result = try ToolRunner.run(arguments + ["--settings", device.path])
            #expect(result.status == 1)
            #expect(result.stderr.contains("\(device.path) is \(kind), not a regular file"), "\(result.stderr)")
            let link = try ToolRunner.run(arguments, environment: ["CHESS_MOTION_SETTINGS": device.path])
            #expect(link.status == 1 && link.stderr.contains(kind), "\(link.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["device"], "no backup, lock or JSON")
    }

    /// Item 3: `settings show --settings /dev/zero` grew past 4 GB; a FIFO blocked forever.
    @Test func endlessOrBlockingSettingsPathsFailAtOnce() throws {
        let temporary = try TemporaryFolder()
        let fifo = temporary.appendingPathComponent("fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        for path in ["/dev/zero", fifo.path] {
            let result = try ToolRunner.run(["settings", "show", "--settings", path], stdinPath: "/dev/null")
            #expect(result.status == 1, "\(path): \(result.stderr)")
            #expect(result.stderr.contains("not a regular file"), "\(result.stderr)")
            let render = try ToolRunner.run(["still", "coins", "-o", "/tmp/never.png", "--settings", path], stdinPath: "/dev/null")
            #expect(render.status == 1 && render.stderr.contains("not a regular file"), "\(render.stderr)")
        }
    }

    /// Item 3: `validate - < /dev/zero` and `moves - < /dev/zero` reached 2 GB in seconds.
    @Test func endlessStandardInputIsCapped() throws {
        let validate = try ToolRunner.run(["validate", "-"], stdinPath: "/dev/zero")
        #expect(validate.status == 1)
        let moves = try ToolRunner.run(["moves", "-"], stdinPath: "/dev/zero")
        #expect(moves.status == 1)
        #expect(moves.stderr.contains("line 1 is longer than the 64 KiB a line may be"), "\(moves.stderr)")
    }

    /// Items 3 and 10: a folder given as a script said "NSCocoaErrorDomain error 256".
    @Test func aFolderOrADeviceAsAScriptIsNamed() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.appendingPathComponent("looks.scene")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let validate = try ToolRunner.run(["validate", folder.path])
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("cannot read \(folder.path): it is a folder, not a regular file"), "\(validate.stdout)")
        let still = try ToolRunner.run(["still", folder.path, "-o", "/tmp/never.png"])
        #expect(still.status == 1 && !still.stderr.contains("NSCocoaErrorDomain"), "\(still.stderr)")
        let zero = try ToolRunner.run(["validate", "/dev/zero"], stdinPath: "/dev/null")
        #expect(zero.status == 1)
    }

    /// Item 3: a 50 MB `wK.svg` took 2.2 GB and 10 s to refuse; it is now refused by size.
    @Test func aHugePieceDrawingIsRefusedBySize() throws {
        let root = try TemporaryFolder()
        let set = root.appendingPathComponent("PieceSets/huge")
        try SettingsSandbox.installPieceSet(at: set)
        let wK = set.appendingPathComponent("wK.svg")
        #expect(truncate(wK.path, 50_000_000) == 0)
        let result = try ToolRunner.run(["still", "bots", "--pieces", "huge", "-o", root.appendingPathComponent("x.png").path],
                                        environment: ["CHESS_MOTION_ASSETS": root.path + ":" + Fixtures.repositoryRoot.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("wK.svg: 50000000 bytes is more than a data file may hold (4 MiB)"), "\(result.stderr)")
    }

    /// Item 7: `--settings ""` silently edited the real settings file.
    @Test func anEmptySettingsPathIsRefused() throws {
        let sandbox = try SettingsSandbox()
        let real = sandbox.folder.appendingPathComponent("real.json")
        let result = try ToolRunner.run(["settings", "set", "scheme", "dark", "--settings", ""],
                                        environment: sandbox.environment.merging(["CHESS_MOTION_SETTINGS": real.path]) { $1 })
        #expect(result.status == 1 && result.stderr.contains("--settings names an empty path"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: real.path))
    }

    /// Item 7: a listed piece set that does not load was accepted, breaking every render after.
    @Test func aPieceSetThatDoesNotLoadIsNotStored() throws {
        let sandbox = try SettingsSandbox()
        try FileManager.default.createDirectory(at: sandbox.assets.appendingPathComponent("PieceSets/empty-set"),
                                                withIntermediateDirectories: true)
        let result = try sandbox.run(["settings", "set", "pieces", "empty-set"])
        #expect(result.status == 1 && result.stderr.contains("missing wK.svg"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.settingsFile.path))
    }

    /// Item 7: one bad value could not be mended with `settings set` for that key.
    @Test func aBadValueIsMendedWithTheCommandTheErrorSuggests() throws {
        let sandbox = try SettingsSandbox()
        try sandbox.writeFile("{\"version\": 1, \"scheme\": \"purple\", \"theme\": \"sandbox-sea\"}")
        let show = try sandbox.run(["settings", "show"])
        #expect(show.status == 1 && show.stderr.contains("settings set scheme VALUE"), "\(show.stderr)")
        #expect(try sandbox.run(["settings", "set", "scheme", "dark"]).status == 0)
        #expect(try sandbox.run(["settings", "get", "scheme"]).stdout == "dark\n")
        #expect(try sandbox.run(["settings", "get", "theme"]).stdout == "sandbox-sea\n")
    }

    /// Item 7: a dangling link (dotfiles) was replaced by a plain file; a read-only file was rewritten.
    @Test func danglingLinksAndReadOnlyFilesAreRespected() throws {
        let sandbox = try SettingsSandbox()
        let target = sandbox.folder.appendingPathComponent("dotfiles/settings.json")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.settingsFile.path, withDestinationPath: target.path)
        #expect(try sandbox.run(["settings", "set", "scheme", "dark"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.settingsFile.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("dark"))

        #expect(chmod(target.path, 0o444) == 0)
        let before = try String(contentsOf: target, encoding: .utf8)
        let refused = try sandbox.run(["settings", "set", "scheme", "light"])
        #expect(refused.status == 1 && refused.stderr.contains("is read-only (r--r--r--)"), "\(refused.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == before)
    }
}
