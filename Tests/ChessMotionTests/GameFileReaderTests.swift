import ChessCore
import ChessMotion
import Foundation
import TestSupport
import Testing

/// A PGN file read a block at a time: a command that draws game N reads no further than it, and
/// what is said of a file (its games, errors, places) is what reading it whole says.
@Suite("GameFileReader: the games of a PGN file, one at a time")
struct GameFileReaderTests {
    static let game = "[Event \"e\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"

    /// 50,000 games, then bytes that are not text: game 1 (and game 2, and the file's having
    /// more games) is read without reaching them; reading every game does reach them.
    @Test func gameOneIsReadWithoutReadingTheRest() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("big.pgn")
        let body = String(repeating: Self.game, count: 50_000)
        var bytes = Array(body.utf8)
        bytes += [0xFF, 0xFE, 0x00, 0x80]
        try Data(bytes).write(to: url)
        #expect(bytes.count > 3_000_000)

        var reader = try GameFileReader(url.path)
        let (first, hasOthers) = try reader.game(1)
        #expect(first[tag: "White"] == "Anna" && first.game.sanMoves.count == 6 && hasOthers)
        var second = try GameFileReader(url.path)
        #expect(try second.game(2).game.game.sanMoves.last == "a6")

        var all = try GameFileReader(url.path)
        var count = 0
        #expect(throws: GameFileError.self) {
            while try all.next() != nil { count += 1 }
        }
        #expect(count == 50_000)
        #expect(throws: GameFileError.self) { try GameFile.load(url.path) }
    }

    /// Each game's number, place and error are what `GameFile(name:text:)` (the whole text) gives,
    /// and a number past the end is refused with the file's count.
    @Test func readingAFileAgreesWithReadingItsText() throws {
        let text = Self.game + "[Event \"bad\"]\n\n1. e4 Ke7 2. Ke3 *\n\n" + "1. d4 { open\n\n" + Self.game
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("mixed.pgn")
        try Data(text.utf8).write(to: url)
        let whole = GameFile(name: url.path, text: text).database.entries
        let loaded = try GameFile.load(url.path).database.entries
        #expect(loaded.map(\.index) == whole.map(\.index) && loaded.map(\.location) == whole.map(\.location))
        #expect(loaded.map(\.error) == whole.map(\.error) && loaded.map(\.game) == whole.map(\.game))
        // The bad game's recovery skips to the next tag line, past the unterminated comment.
        #expect(whole.count == 3 && whole[1].error != nil)

        var reader = try GameFileReader(url.path)
        #expect(throws: GameFileError.self) { try reader.game(2) }
        var past = try GameFileReader(url.path)
        do {
            _ = try past.game(9)
            Issue.record("game 9 of 3 was read")
        } catch {
            #expect(error.description == "\(url.path) has 3 games; there is no game 9 (--game 1 to 3)")
        }
    }

    @Test func aMissingFileIsNamed() throws {
        #expect(throws: GameFileError.self) { try GameFileReader("/nonexistent/folder/x.pgn") }
    }
}
