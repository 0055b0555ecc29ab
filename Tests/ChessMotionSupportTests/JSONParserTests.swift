import ChessMotionSupport
import Testing

@Suite("JSON reader and writer")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#"{"s": "é\n\u00e9\ud83d\ude00", "n": -12.5e3, "i": 0, "t": true, "f": false, "z": null, "a": [1, [], {}]}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["s", "n", "i", "t", "f", "z", "a"])
        #expect(object["s"] == .string("é\né😀"))
        #expect(object["n"] == .number("-12.5e3"))
        #expect(object["i"] == .number("0"))
        #expect(object["t"] == .bool(true))
        #expect(object["f"] == .bool(false))
        #expect(object["z"] == .null)
        #expect(object["a"] == .array([.number("1"), .array([]), .object(JSONObject())]))
    }

    @Test func writingThenReadingGivesTheSameValue() throws {
        let text = #"{"b": [1, 2.50, {"deep": "quote \" backslash \\ tab \t bell \u0007"}], "a": 12345678901234567890123, "é": "ünïcödé"}"#
        let value = try parse(text)
        let rewritten = value.formatted()
        #expect(try parse(rewritten) == value)
        #expect(rewritten.contains("12345678901234567890123"), "numbers keep their literal text")
        #expect(rewritten.contains("2.50"))
        #expect(rewritten.firstRange(of: "\"b\"")?.lowerBound ?? rewritten.endIndex
                < rewritten.firstRange(of: "\"a\"")?.lowerBound ?? rewritten.startIndex, "members keep their order")
    }

    /// The one-line form reads back as the same value, with no newline or space outside strings.
    @Test func compactTextReadsBackTheSameOnOneLine() throws {
        let text = #"{"b": [1, 2.50, {"deep": "line\nbreak", "empty": {}}, []], "a": "x y", "c": null}"#
        let value = try parse(text)
        let compact = value.compact()
        #expect(compact == #"{"b":[1,2.50,{"deep":"line\nbreak","empty":{}},[]],"a":"x y","c":null}"#)
        #expect(try parse(compact) == value)
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"b\": tru\n}", 3, 8, "did you mean true"),
        ("{\"theme\": wood}", 1, 11, "text goes in double quotes"),
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("", 1, 1, "empty"),
        ("   \n  ", 2, 3, "empty"),
        ("{\"a\": \"x", 1, 7, "never closed"),
        ("{\"a\": 1} x", 1, 10, "after the end"),
        ("{\"a\": 01}", 1, 8, "leading zero"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "appears twice"),
        ("{\"é\": é}", 1, 7, "expected a value"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("\"\\q\"", 1, 3, "unknown escape"),
        ("\"\\ud800\"", 1, 8, "surrogate"),
        ("\"a\nb\"", 1, 3, "line break inside a string"),
        ("-", 1, 2, "expected a digit"),
        ("1.", 1, 3, "after '.'"),
    ])
    func errorsSayWhereAndWhy(text: String, line: Int, column: Int, reason: String) throws {
        let error = try #require(failure(text))
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.reason.contains(reason), "\(error)")
    }

    @Test func invalidUTF8IsRefused() throws {
        let error = try #require(throws: JSONParseError.self) {
            try JSONParser.parse([UInt8(ascii: "\""), 0xFF, 0xFE, UInt8(ascii: "\"")])
        }
        #expect(error.reason.contains("UTF-8"))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object(JSONObject()))
    }

    @Test func deepNestingIsRefusedNotACrash() throws {
        let text = String(repeating: "[", count: 100_000)
        let error = try #require(failure(text))
        #expect(error.reason.contains("nested deeper"))
    }
}
