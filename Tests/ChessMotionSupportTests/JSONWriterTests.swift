import ChessMotionSupport
import Testing

/// The tool's one JSON writer: a typed document is spelled as the settings file is, so the
/// kit's plans and `validate --json` read the same in an editor and in a browser.
@Suite struct JSONWriterTests {
    struct Inner: Encodable {
        var label: String
        var missing: Int?
    }

    struct Document: Encodable {
        var zebra = 1
        var apple = 0.1
        var whole = 6.0
        var tiny = 1e-300
        var nothing: String? = nil
        var flags = [true, false]
        var inner = Inner(label: "é \"q\"", missing: nil)
        var nested: [[Double]] = [[2, 80], []]
    }

    @Test func membersKeepTheirOrderNilIsNullAndNumbersAreSwiftsShortestText() throws {
        let text = try JSONWriter.text(Document())
        #expect(text == """
        {
          "zebra": 1,
          "apple": 0.1,
          "whole": 6.0,
          "tiny": 1e-300,
          "nothing": null,
          "flags": [
            true,
            false
          ],
          "inner": {
            "label": "é \\"q\\"",
            "missing": null
          },
          "nested": [
            [
              2.0,
              80.0
            ],
            []
          ]
        }

        """)
        // The same text the settings file's writer gives the same value.
        #expect(text == (try JSONWriter.value(Document())).formatted())
    }

    /// Each number reads back as exactly the Double written: the page computes with this side's values.
    @Test func numbersReadBackExactly() throws {
        for value in [0.1 + 0.2, 1.0 / 3, 2.4000000000000004, -0.0, .leastNonzeroMagnitude, 1.7976931348623157e308, 0.78, 14] {
            let json = try JSONWriter.value([value])
            guard case let .array(elements) = json, case let .number(literal)? = elements.first else {
                Issue.record("\(value) written as \(json)")
                continue
            }
            #expect(Double(literal)?.bitPattern == value.bitPattern, "\(value) written as \(literal)")
        }
    }

    @Test func aNumberThatIsNotFiniteIsRefusedNamingWhere() throws {
        struct Bad: Encodable { var inner = ["ok": 1.0]; var values = [1.0, .nan] }
        #expect(throws: JSONWritingError.self) { try JSONWriter.text(Bad()) }
        do {
            _ = try JSONWriter.text(Bad())
        } catch {
            #expect(error.description.contains("values.1") && error.description.contains("nan"), "\(error)")
        }
    }
}
