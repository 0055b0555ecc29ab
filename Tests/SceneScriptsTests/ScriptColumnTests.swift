import ChessCore
import SceneScripts
import Testing

/// A script's columns count Unicode scalars, as ChessCore's FEN, SAN and PGN readers do, so a
/// `pgn:` block's errors and the script's own land on the same columns.
@Suite("Script columns")
struct ScriptColumnTests {
    /// Where the parser reports the stray word after a caption whose text is `word`.
    static func strayWordLocation(after word: String) throws -> TextLocation {
        let errors = SceneScriptParser.parse("caption 1.0-2.0 \"\(word)\" zzz\n").errors
        // The script's missing keys are reported at 1:1; the caption's problem after them.
        return try #require(errors.first { $0.location.column > 1 }).location
    }

    /// `é` written as `e` and a combining accent is one character but two scalars: what follows
    /// it is one column further on than after `é` written as one scalar, or after a plain `e`.
    @Test func columnsCountScalarsNotCharacters() throws {
        let plain = try Self.strayWordLocation(after: "e")
        #expect(try Self.strayWordLocation(after: "\u{E9}") == plain)
        #expect(try Self.strayWordLocation(after: "e\u{301}") == plain.advanced(by: 1))
        let error = try #require(SceneScriptParser.parse("caption 1.0-2.0 \"e\u{301}\" zzz\n").errors.last)
        #expect(error.description.hasPrefix("1:\(plain.column + 1): "))
    }
}
