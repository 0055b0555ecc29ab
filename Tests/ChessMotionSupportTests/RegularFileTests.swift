import ChessMotionSupport
import Foundation
import TestSupport
import Testing

/// The one guarded read every data file goes through: only regular files, never blocking,
/// never unbounded.
@Suite("Reading a data file")
struct RegularFileTests {
    @Test func aRegularFileIsReadAlsoThroughASymbolicLink() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("palette.json")
        try file.write("{\"light\": {}}")
        #expect(try RegularFile.read(file) == Array("{\"light\": {}}".utf8))
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try RegularFile.read(link) == Array("{\"light\": {}}".utf8), "a dotfile manager's link still reads")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.appendingPathComponent("bots.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: DataFileError.notARegularFile(file: fifo.path, kind: "a FIFO (named pipe)")) { try RegularFile.read(fifo) }
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        #expect(throws: DataFileError.notARegularFile(file: link.path, kind: "a FIFO (named pipe)")) { try RegularFile.read(link) }
    }

    @Test func aDeviceAndAFolderAreRefusedByKind() throws {
        let error = try #require(throws: DataFileError.self) { try RegularFile.read(URL(fileURLWithPath: "/dev/zero")) }
        #expect(error == .notARegularFile(file: "/dev/zero", kind: "a character device"))
        #expect(error.description == "/dev/zero: is a character device, not a regular file; a data file must be a plain file")
        let folder = try TemporaryFolder()
        #expect(throws: DataFileError.notARegularFile(file: folder.path, kind: "a folder")) { try RegularFile.read(folder.url) }
    }

    @Test func aFileOverTheLimitIsRefusedWithTheLimitInTheMessage() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("big.json")
        try Data(repeating: UInt8(ascii: " "), count: 1025).write(to: file)
        let error = try #require(throws: DataFileError.self) { try RegularFile.read(file, limit: 1024) }
        #expect(error == .tooLarge(file: file.path, size: 1025, limit: 1024))
        #expect(error.description == "\(file.path): 1025 bytes is more than a data file may hold (1 KiB)")
        #expect(try RegularFile.read(file, limit: 1025).count == 1025, "a file at the limit is read")
    }

    @Test func theDefaultLimitIsFourMebibytes() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("huge.json")
        try Data(repeating: UInt8(ascii: " "), count: 4 * 1024 * 1024 + 1).write(to: file)
        let error = try #require(throws: DataFileError.self) { try JSONDocument.read(file) }
        #expect(error.description.hasSuffix("is more than a data file may hold (4 MiB)"), "\(error)")
    }

    @Test func aMissingFileIsUnreadableWithTheSystemsReason() {
        let error = #expect(throws: DataFileError.self) { try RegularFile.read(URL(fileURLWithPath: "/nonexistent/themes/x.json")) }
        #expect(error == .unreadable(file: "/nonexistent/themes/x.json", reason: String(cString: strerror(ENOENT))))
    }
}
