import ChessCore
import SceneScripts
import ChessScenes
import Testing

@Suite("Scene script parser: errors carry line and column")
struct ScriptParserErrorTests {
    /// The first error of `text`, as `line:col: message`.
    func firstError(_ text: String) -> String? {
        SceneScriptParser.parse(text).errors.first.map { "\($0.location.lineColumn): \($0.problem)" }
    }

    /// The check of every table below: the first error of `text` stands at `line`:`column` and
    /// its message contains `message`. Failures point at the caller's line.
    func expectFirstError(of text: String, at line: Int, _ column: Int, containing message: String,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let error = try #require(firstError(text), "no error in \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(error.hasPrefix("\(line):\(column): "), "got \(error)", sourceLocation: sourceLocation)
        #expect(error.contains(message), "got \(error)", sourceLocation: sourceLocation)
    }

    /// Each bad line is line 2 of its script; `^` stands before the character the error points
    /// at (it is taken out before parsing), and the message must hold the words given.
    @Test(arguments: [
        ("duration: ^abc", "expected a number for the duration, found 'abc'"),
        ("duration: ^-3", "the duration cannot be negative, found '-3'"),
        ("duration: ^0", "the duration 0 is out of range"),
        ("duration: ^1e3", "found '1e3'"),
        ("speed: ^50", "the speed 50 is out of range"),
        ("fade-in: ^0.5", "expected a span of seconds such as '1.0-2.5', found '0.5'"),
        ("fade-in: ^2-1", "the span 2-1 ends before it starts"),
        ("orientation: ^left", "'orientation:' takes 'black' or 'white', not 'left'"),
        ("coordinates: ^yes", "'coordinates:' takes 'off' or 'on', not 'yes'"),
        ("avatars: ^cartoon", "not 'cartoon'"),
        ("theme: ^../../etc", "is not a theme name"),
        ("board: ^left", "expected 'centred [side N]' or 'at X Y [side N]', found 'left'"),
        ("board: at 10^", "expected a number for the board's y"),
        ("board: centred side ^0", "the square side 0 is out of range"),
        // Four or five fields are read leniently, as people paste positions; three are not enough.
        ("start: ^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "FEN is missing field 4"),
        ("start: rnbqkbnr/pppppppp^p/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 describes more than 8 squares"),
        ("^colour: dark", "unknown key 'colour'; the keys are:"),
        ("^Duration: 5", "unknown key 'Duration'; did you mean 'duration'?"),
        ("^e4 e5", "expected 'key: value', found 'e4'"),
        ("theme:^", "'theme:' needs a value"),
        ("^name: again", "'name' is already set at line 1"),
        ("caption 1-2 ^Hello", "expected the caption's text in double quotes, found 'Hello'"),
        ("caption 1-2 ^\"Hello", "the text has no closing '\"'"),
        ("caption 1-2 \"He^\\llo\"", "unknown escape '\\l'"),
        ("caption 1-2 \"Hello\" ^large", "expected 'at X Y', 'size N', 'align start|center|end' or a translation such as 'es \"...\"' after the caption's text, found 'large'"),
        ("caption 1-2 \"Hello\" size ^100", "the caption's size 100 is out of range"),
        ("caption ^\"Hello\"", "expected a span of seconds such as '1.0-2.5', found '\"Hello\"'"),
    ])
    func badValuesArePointedAt(marked: String, message: String) throws {
        var line = marked
        let caret = try #require(line.firstIndex(of: "^"), "the case marks no column")
        let column = line.distance(from: line.startIndex, to: caret) + 1
        line.remove(at: caret)
        let text = "name: T\n" + line + "\n" + (line.hasPrefix("duration") ? "" : "duration: 6\n")
            + (line.hasPrefix("still") ? "" : "still: 4\n") + "moves:\n  1 e4\n"
        try expectFirstError(of: text, at: 2, column, containing: message)
    }

    /// A move block after the header: where the error stands, as (line, column), and its words.
    @Test(arguments: [
        ("moves:\n  1.0\n", (5, 6), "expected a move after the instant"),
        ("moves:\n  e4\n", (5, 3), "expected a number for the move's instant, found 'e4'"),
        ("moves:\n  1.0,e4\n", (5, 3), "found '1.0,e4'"),
        ("moves:\n  1.0 e4 e5 e6\n", (5, 13), "unexpected 'e6' at the end of the line"),
        ("moves:\n  1.0 e4 Nf3\n", (5, 10), "a timed list has one move per line"),
        ("moves:\n  1.0 e7 e9\n", (5, 10), "'e9' is not a square"),
        ("moves:\n  1.0 e7 e8=K\n", (5, 12), "'e8=K' is not a promotion"),
        ("moves:\n  1.0 e7-e8Q\n", (5, 12), "'e8Q' is not a promotion"),
        ("moves: every 0.9\n  e4\n", (4, 8), "expected 'from SECONDS every SECONDS', found 'every 0.9'"),
        ("moves: from 1 each 0.9\n  e4\n", (4, 15), "expected 'from SECONDS every SECONDS', found 'each 0.9'"),
        ("moves: from 1 every 0\n  e4\n", (4, 21), "the spacing 0 is out of range"),
        ("moves:\n", (4, 1), "the 'moves:' block has no moves"),
        ("pgn:\n  1. e4\n", (4, 5), "PGN movetext has no instants"),
        ("pgn: from 1 every 1\n\n", (4, 1), "the 'pgn:' block has no moves"),
        ("moves:\n  1 e4\npgn: from 1 every 1\n 1. e4\n", (6, 1), "the script already has its moves at line 4"),
        ("moves:\n  1 e4\nmoves:\n  2 e5\n", (6, 1), "'moves' is already set at line 4"),
        ("", (1, 1), "the script has no moves"),
    ])
    func badMoveBlocksArePointedAt(block: String, location: (Int, Int), message: String) throws {
        try expectFirstError(of: scriptHeader(still: "4") + block, at: location.0, location.1, containing: message)
    }

    @Test func missingKeysAreReportedAtTheStartOfTheFile() {
        let errors = SceneScriptParser.parse("moves:\n  1 e4\n").errors.map { "\($0.location.lineColumn): \($0.problem)" }
        #expect(errors == [
            "1:1: the script has no 'name:' line; every script needs 'name:', 'duration:', 'still:'",
            "1:1: the script has no 'duration:' line; every script needs 'name:', 'duration:', 'still:'",
            "1:1: the script has no 'still:' line; every script needs 'name:', 'duration:', 'still:'",
        ])
    }

    @Test func everyBadLineIsReportedInOneRunInFileOrder() {
        let result = SceneScriptParser.parse("""
        name: T
        duration: six
        still: 4
        speed: fast
        moves:
          1 e4
          x e5
        """)
        #expect(result.script == nil)
        #expect(result.errors.map(\.location) == [
            TextLocation(line: 2, column: 11), TextLocation(line: 4, column: 8), TextLocation(line: 7, column: 3),
        ])
        #expect(result.errors.map(\.problem.code) == ["expected-number", "expected-number", "expected-number"])
    }

    @Test func aBadValueIsNotAlsoReportedMissing() {
        let errors = SceneScriptParser.parse("name: T\nduration: x\nstill: 4\nmoves:\n 1 e4\n").errors
        #expect(errors.count == 1)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(firstError("name: Sofía à l’école\nduration: 6 7\nstill: 4\nmoves:\n 1 e4\n"))
        #expect(error.hasPrefix("2:13: unexpected '7'"))
        let accented = try #require(firstError("name: T\nduration: 6\nstill: 4\nmoves:\n 1 e4\ncaption 1-2 \"Sofía\" é\n"))
        #expect(accented.hasPrefix("6:21: "), "got \(accented)")
    }
}
