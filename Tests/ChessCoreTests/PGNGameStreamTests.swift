import ChessCore
import Synchronization
import Testing

/// Bytes handed over in blocks of `size`, counting how many were asked for; the tail may be a
/// read that fails.
private struct Blocks: PGNByteSource {
    let bytes: [UInt8]
    let size: Int
    var failsAtEnd: PGNStreamError?
    private var offset = 0

    init(_ text: String, size: Int, failsAtEnd: PGNStreamError? = nil) {
        self.init(bytes: Array(text.utf8), size: size, failsAtEnd: failsAtEnd)
    }

    init(bytes: [UInt8], size: Int, failsAtEnd: PGNStreamError? = nil) {
        self.bytes = bytes
        self.size = size
        self.failsAtEnd = failsAtEnd
    }

    mutating func nextBytes() throws(PGNStreamError) -> [UInt8]? {
        guard offset < bytes.count else {
            if let failure = failsAtEnd { throw failure }
            return nil
        }
        defer { offset += size }
        return Array(bytes[offset..<min(bytes.count, offset + size)])
    }
}

/// A source that records how far it was read, through a box the test keeps.
private final class ReadCount: Sendable {
    let blocks = Atomic<Int>(0)
}

private struct CountedBlocks: PGNByteSource {
    var inner: Blocks
    let count: ReadCount

    mutating func nextBytes() throws(PGNStreamError) -> [UInt8]? {
        count.blocks.add(1, ordering: .relaxed)
        return try inner.nextBytes()
    }
}

/// Texts whose reading crosses every place a block can cut: tags, comments, CRLF, escapes, null
/// moves, characters of two to four bytes, errors and recovery from them.
private let texts: [String] = [
    "[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[Event \"Two\"]\n\n1. d4 d5 2. Kd3 *\n\n[Event \"Three\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
    "\u{FEFF}[Event \"Caf\u{E9} \u{265E} \u{1F600}\"]\r\n[White \"J\u{F6}rg\"]\r\n\r\n1. e4 {\u{1F600} \u{221E} \u{E9}t\u{E9}} e5 $1 2. Nf3 !? Nc6 +/- 3. -- Nf6 *\r\n",
    "[Event \"a\"]\n[Site \"x]\n[Round \"1\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n",
    "[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4 *",
    "1. e4 { never closed\n\n[Event \"b\"]\n\n1. d4 { also open\n[Event \"c\"]\n1. c4 *\n",
    "%escape line\n[Event \"x\"]\n\n1. e4 (1. d4 d5) e5 2. Nf3 @@@@ 3. Nc3 * ] \"str\" \n[Event \"y\"]\n1. e4 e5 2. Ke2 Ke7 *\n",
    "[Event \"tabs\"]\n  \t[Site \"s\"]\n\n1.e4 e5 2.Nf3 Nc6 1/2-1/2\n\n   [Event \"z\"]\n1. h4 0-1",
]

/// What an entry says, comparable: its number, place, and game or error.
private func summary(_ entry: PGNDatabase.Entry) -> String {
    switch entry.outcome {
    case let .success(game): "\(entry.index) \(entry.location) \(game.tags) \(game.game.sanMoves) \(String(describing: game.result)) \(game.plies.map(\.comments))"
    case let .failure(error): "\(entry.index) \(entry.location) \(error)"
    }
}

private func streamed(_ source: some PGNByteSource) throws(PGNStreamError) -> [String] {
    var stream = PGNReader(sanMode: .lenient).games(from: source)
    var entries: [String] = []
    while let entry = try stream.next() { entries.append(summary(entry)) }
    return entries
}

@Suite("PGN read as a stream gives what the whole text gives")
struct PGNGameStreamTests {
    @Test(arguments: [1, 2, 3, 5, 8, 13, 64 * 1024])
    func everyBlockSizeReadsTheSameEntries(size: Int) throws {
        for text in texts {
            let whole = PGNReader(sanMode: .lenient).games(in: text).entries.map(summary)
            #expect(!whole.isEmpty)
            #expect(try streamed(Blocks(text, size: size)) == whole, "block size \(size): \(text.debugDescription)")
        }
    }

    /// Game 1 of 60,000 is read from the first block: the rest of the text is never asked for.
    @Test func theFirstGameNeedsOnlyTheFirstBlock() throws {
        let game = "[Event \"e\"]\n[White \"w\"]\n[Black \"b\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
        let text = String(repeating: game, count: 60_000)
        let count = ReadCount()
        var stream = PGNReader().games(from: CountedBlocks(inner: Blocks(text, size: 64 * 1024), count: count))
        let first = try #require(try stream.next())
        #expect(first.game?.game.sanMoves == ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"])
        #expect(count.blocks.load(ordering: .relaxed) == 1)
        #expect(text.utf8.count / (64 * 1024) > 50)
    }

    /// The games before a byte that is not UTF-8 stand; the stream then says where it is.
    @Test func bytesThatAreNotUTF8EndTheStreamWithTheirOffset() throws {
        let good = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n\n"
        let bytes = Array(good.utf8) + [0xFF, 0xFE] + Array("[Event \"c\"]\n1. c4 *\n".utf8)
        for size in [1, 4, 4096] {
            var stream = PGNReader().games(from: Blocks(bytes: bytes, size: size))
            #expect(try stream.next()?.game?[tag: "Event"] == "a")
            #expect(try stream.next()?.game?[tag: "Event"] == "b")
            #expect(throws: PGNStreamError.notUTF8(byteOffset: good.utf8.count)) { try stream.next() }
        }
        // A character cut short by the end of the text is not UTF-8 either.
        var cut = PGNReader().games(from: Blocks(bytes: Array("[Event \"\u{E9}".utf8.dropLast()), size: 3))
        #expect(throws: PGNStreamError.notUTF8(byteOffset: 8)) { try cut.next() }
    }

    @Test func aReadThatFailsIsReportedAfterTheGamesBeforeIt() throws {
        let text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4"
        var stream = PGNReader().games(from: Blocks(text, size: 7, failsAtEnd: .unreadable(reason: "Input/output error")))
        #expect(try stream.next()?.game?[tag: "Event"] == "a")
        #expect(throws: PGNStreamError.unreadable(reason: "Input/output error")) { try stream.next() }
    }

    /// 8,000 unterminated comments: each is refused as the whole text refuses it, and the text is
    /// scanned to its end once, not once a comment (a bounded check: the count, no clock).
    @Test func unterminatedCommentsReadAsTheWholeTextReadsThem() throws {
        let text = String(repeating: "1. e4 {\n", count: 8_000)
        let whole = PGNReader().games(in: text).entries.map(summary)
        let stream = try streamed(Blocks(text, size: 4096))
        #expect(stream.count == whole.count && stream == whole)
    }
}
