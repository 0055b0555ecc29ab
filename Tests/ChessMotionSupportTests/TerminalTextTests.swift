import ChessMotionSupport
import Foundation
import Testing

/// Issue 15, item 9: untrusted text reaches the terminal escaped.
@Suite("Terminal text: control characters escaped, long lines cut")
struct TerminalTextTests {
    @Test func controlCharactersAreShownNotObeyed() {
        #expect(TerminalText.escaped("\u{1B}[2Je4") == "\\u001B[2Je4")
        #expect(TerminalText.escaped("a\rb\u{0}c\u{7F}d\u{08}") == "a\\rb\\u0000c\\u007Fd\\b")
        #expect(TerminalText.escaped("\u{9B}31m") == "\\u009B31m", "the one-byte CSI of C1")
        #expect(TerminalText.escaped("abc\u{202E}fed") == "abc\\u202Efed", "a right-to-left override")
    }

    @Test func ordinaryTextIsUntouched() {
        let text = "Sofía's board\n\tline two — ♞ 1.e4"
        #expect(TerminalText.escaped(text) == text)
    }

    /// The escapes are JSON's own, so JSON passed through stays valid and means the same.
    @Test func escapedJSONStillParsesToTheSameValue() throws {
        let value = ["name": "evil\u{7F}\u{85}\u{202E}name", "n": "x"]
        let json = try JSONSerialization.data(withJSONObject: value)
        let escaped = TerminalText.escaped(String(decoding: json, as: UTF8.self))
        #expect(!escaped.unicodeScalars.contains { $0.value == 0x7F || $0.value == 0x85 || $0.value == 0x202E })
        let parsed = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(parsed == value)
    }

    @Test func aHugeLineIsCutToItsStartSayingHowMuchWasLeft() {
        let long = String(repeating: "h", count: 10_000_000)
        let offending = "move \"" + long + "\" is not SAN"
        let shortened = TerminalText.shortened("first\n" + offending + "\nlast", maximumLength: 200)
        let lines = shortened.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == "first" && lines[2] == "last")
        #expect(lines[1].hasPrefix("move \"hhh") && lines[1].hasSuffix("… (\(offending.count - 200) more characters)"))
        #expect(lines[1].count < 240)
        #expect(TerminalText.shortened("short") == "short")
    }
}
