import ChessMotionSupport
import Foundation
import TestSupport
import Testing

/// Issue 15, item 3: the one guarded reader every user-named file goes through.
@Suite("Guarded reads: regular files only, capped in size, lines capped in length")
struct InputFileTests {
    @Test func devZeroIsRefusedAtOnceNotReadForever() {
        #expect(throws: InputFileError.notARegularFile(path: "/dev/zero", kind: .characterDevice)) {
            try InputFile.read("/dev/zero", limit: 1 << 20)
        }
    }

    @Test func aFIFOWithNoWriterIsRefusedWithoutBlocking() throws {
        let temporary = try TemporaryFolder()
        let path = temporary.appendingPathComponent("fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: InputFileError.notARegularFile(path: path, kind: .fifo)) { try InputFile.read(path, limit: 100) }
    }

    @Test func aFolderAndAMissingFileAreNamed() throws {
        let folder = try TemporaryFolder()
        #expect(throws: InputFileError.notARegularFile(path: folder.path, kind: .folder)) { try InputFile.read(folder.path, limit: 100) }
        let missing = folder.appendingPathComponent("nothing").path
        #expect(throws: InputFileError.missing(path: missing)) { try InputFile.read(missing, limit: 100) }
        #expect(try InputFile.readIfPresent(missing, limit: 100) == nil)
        #expect(InputFileError.notARegularFile(path: "x.scene", kind: .folder).description
                == "cannot read x.scene: it is a folder, not a regular file")
    }

    @Test func theCapIsExactAndNamedInTheMessage() throws {
        let temporary = try TemporaryFolder()
        let file = temporary.appendingPathComponent("data")
        try Data(repeating: 65, count: 1024).write(to: file)
        #expect(try InputFile.read(file.path, limit: 1024).count == 1024)
        let error = try #require(throws: InputFileError.self) { try InputFile.read(file.path, limit: 1023) }
        #expect(error == .tooLarge(path: file.path, limit: 1023, size: 1024))
        #expect(error.description == "cannot read \(file.path): it is 1 KiB, over the 1023 bytes limit for this kind of file")
    }

    /// The size a file had when opened only makes room: a file longer or shorter by the time
    /// it is read is read whole, and one grown past the cap is still cut there.
    @Test func theSizeWhenOpenedChangesNothingRead() throws {
        let temporary = try TemporaryFolder()
        let file = temporary.appendingPathComponent("data")
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(bytes).write(to: file)
        for expected in [0, 10, 5000, 9000, Int.max] {
            let descriptor = open(file.path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            #expect(try InputFile.readAll(descriptor, limit: 8000, source: file.path, expectedSize: expected) == bytes)
        }
        let descriptor = open(file.path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: InputFileError.tooLarge(path: file.path, limit: 4000, size: nil)) {
            try InputFile.readAll(descriptor, limit: 4000, source: file.path, expectedSize: 3000)
        }
    }

    /// A stream has no size to check first: reading stops one byte past the cap.
    @Test func anEndlessStreamIsCutAtTheCap() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: InputFileError.tooLarge(path: "<stdin>", limit: 100_000, size: nil)) {
            try InputFile.readAll(descriptor, limit: 100_000, source: "<stdin>")
        }
    }

    @Test func linesAreReadWithCRLFAndALastLineWithoutNewline() throws {
        var lines = InputLines(descriptor: try pipe(feeding: "startpos\r\n\nlast"), maximumLength: 16)
        #expect(try lines.next() == "startpos")
        #expect(try lines.next() == "")
        #expect(try lines.next() == "last")
        #expect(lines.lineNumber == 3)
        #expect(try lines.next() == nil)
    }

    @Test func aLineOverTheCapIsRefusedWithItsNumber() throws {
        var lines = InputLines(descriptor: try pipe(feeding: "ok\n" + String(repeating: "x", count: 50_000)), maximumLength: 1000)
        #expect(try lines.next() == "ok")
        #expect(throws: InputFileError.lineTooLong(path: "<stdin>", line: 2, limit: 1000)) { try lines.next() }
        var endless = InputLines(descriptor: open("/dev/zero", O_RDONLY), maximumLength: 4096)
        #expect(throws: InputFileError.lineTooLong(path: "<stdin>", line: 1, limit: 4096)) { try endless.next() }
    }

    @Test func byteCountsReadAsPeopleWriteThem() {
        #expect(ByteCount.text(1) == "1 byte")
        #expect(ByteCount.text(1 << 20) == "1 MiB")
        #expect(ByteCount.text(50_000_000) == "47.7 MiB")
        #expect(ByteCount.text(512 << 20) == "512 MiB")
    }

    /// The read end of a pipe already holding `text` (small enough for the pipe's buffer).
    private func pipe(feeding text: String) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        let bytes = Array(text.utf8)
        #expect(write(ends[1], bytes, bytes.count) == bytes.count)
        close(ends[1])
        return ends[0]
    }
}
