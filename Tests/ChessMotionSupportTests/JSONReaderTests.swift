import ChessMotionSupport
import Testing

/// The typed reader every data file is walked with: each refusal names the file, the key path
/// and the line and column of the value (or key) at fault.
@Suite("JSON reader: key paths and positions")
struct JSONReaderTests {
    private enum Level: String, CaseIterable { case low, high }

    private let text = """
    {
      "name": "Board",
      "items": [
        {"id": "a", "size": 3, "tags": ["x"]},
        {"id": "b", "size": "big", "level": "medium"}
      ],
      "odd key": {"é": true}
    }
    """

    private func reader() throws -> JSONReader {
        try JSONDocument(parsing: Array(text.utf8), file: "f.json").reader.object(keys: ["name", "items", "odd key"])
    }

    private func location(_ keyPath: String, _ line: Int, _ column: Int) -> DataFileLocation {
        DataFileLocation(file: "f.json", keyPath: keyPath, at: (line, column))
    }

    @Test func readsTheValuesItIsAskedFor() throws {
        let top = try reader()
        #expect(try top.string(at: "name") == "Board")
        let items = try top.array(at: "items")
        #expect(items.count == 2)
        #expect(try items[0].integer(at: "size", in: 1...5) == 3)
        #expect(try items[0].array(at: "tags").map { (tag) throws(DataFileError) in try tag.string() } == ["x"])
        #expect(try items[0].optionalString(at: "level") == nil)
        #expect(try top.object(at: "odd key").bool(at: "é"))
    }

    @Test func aWrongTypeIsPlacedAtTheValueWithItsKeyPath() throws {
        let second = try reader().array(at: "items")[1]
        #expect(throws: DataFileError.wrongType(location("items[1].size", 5, 25), expected: "a whole number", found: "a string")) {
            try second.integer(at: "size")
        }
    }

    @Test func aBadChoiceSaysWhatWasWrittenAndWhatWouldDo() throws {
        let second = try reader().array(at: "items")[1].labelled("b")
        let error = #expect(throws: DataFileError.self) { try second.choice(at: "level", as: Level.self) }
        #expect(error == .badValue(location("items[1] (b).level", 5, 41), expected: "one of: low, high", found: "\"medium\""))
        #expect(error?.description == "f.json:5:41: items[1] (b).level: \"medium\" is not one of: low, high")
    }

    @Test func aMissingKeyIsPlacedAtItsObjectAndAnUnknownOneAtTheKey() throws {
        let first = try reader().array(at: "items")[0]
        #expect(throws: DataFileError.missingKey(location("items[0].level", 4, 5))) { try first.string(at: "level") }
        #expect(throws: DataFileError.unknownKey(location("items[0].tags", 4, 28), known: ["id", "size"])) {
            try first.object(keys: ["id", "size"])
        }
    }

    @Test func columnsCountCharactersAndAKeyThatIsNotAWordIsQuoted() throws {
        let odd = try reader().object(at: "odd key")
        // "é" is two bytes but one column, so `true` stands at column 20, not 21.
        #expect(throws: DataFileError.wrongType(location("[\"odd key\"].é", 7, 20), expected: "a string", found: "a boolean")) {
            try odd.string(at: "é")
        }
    }

    @Test func rangesAndWholeNumbersAreChecked() throws {
        let top = try JSONDocument(parsing: Array(#"{"n": 2.5, "m": 1e999, "k": 7}"#.utf8), file: "f.json").reader
        #expect(throws: DataFileError.badValue(location("n", 1, 7), expected: "a whole number", found: "2.5")) { try top.integer(at: "n") }
        #expect(throws: DataFileError.badValue(location("m", 1, 17), expected: "a finite number", found: "1e999")) { try top.number(at: "m") }
        #expect(throws: DataFileError.badValue(location("k", 1, 29), expected: "within 1...5", found: "7")) { try top.integer(at: "k", in: 1...5) }
        #expect(try top.number(at: "n", in: 0...3) == 2.5)
    }

    @Test func textThatIsNotJSONIsPlacedToo() {
        #expect(throws: DataFileError.notJSON(file: "f.json", line: 2, column: 3, reason: "the key \"a\" appears twice in one object")) {
            try JSONDocument(parsing: Array("{\"a\": 1,\n  \"a\": 2}".utf8), file: "f.json")
        }
        #expect(throws: DataFileError.notJSON(file: "f.json", line: 1, column: 1, reason: "the file is empty; expected a JSON value")) {
            try JSONDocument(parsing: [UInt8](), file: "f.json")
        }
    }

    @Test func aByteOrderMarkDoesNotShiftPositions() throws {
        let top = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), file: "f.json").reader
        #expect(throws: DataFileError.wrongType(location("a", 1, 7), expected: "a string", found: "a number")) { try top.string(at: "a") }
    }
}
