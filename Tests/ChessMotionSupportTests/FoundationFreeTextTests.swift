import ChessMotionSupport
import Foundation
import Glibc
import Testing
import TestSupport

/// The text helpers the libraries use instead of Foundation's internationalisation, which the
/// tool no longer loads, each judged against the Foundation call it replaced.
@Suite("Text without Foundation's internationalisation")
struct FoundationFreeTextTests {
    @Test func printfWritesWhatFoundationsFormatWrote() {
        var generator = SeededGenerator(seed: 47)
        for _ in 0..<500 {
            let value = Double(Int64.random(in: -1_000_000_000...1_000_000_000, using: &generator)) / 1000
            let whole = Int.random(in: -100_000...100_000, using: &generator)
            let word = UInt32.random(in: 0...UInt32.max, using: &generator), wide = UInt64.random(in: 0...UInt64.max, using: &generator)
            #expect(String(printf: "%.3f", value) == String(format: "%.3f", value))
            #expect(String(printf: "%.1f fps", value) == String(format: "%.1f fps", value))
            #expect(String(printf: "%d:%02d", whole, abs(whole) % 60) == String(format: "%d:%02d", whole, abs(whole) % 60))
            #expect(String(printf: "%08x", word) == String(format: "%08x", word))
            #expect(String(printf: "%016llx%016llx", wide, ~wide) == String(format: "%016llx%016llx", wide, ~wide))
        }
        // Longer than any first guess of a buffer.
        #expect(String(printf: "%0200d", 7) == String(repeating: "0", count: 199) + "7")
    }

    @Test(arguments: ["  e4 ", "\te4\t", "\u{00A0}e4\u{3000}", "e4", "   ", "", " a b ", "\ne4\n", " \u{301}e"])
    func spacesTrimmedAsFoundationsWhitespaces(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func everyOccurrenceReplacedEvenBeforeACombiningMark() {
        for (text, target, replacement) in [("a<b<<c", "<", "\\u003c"), ("x&y&", "&", "&amp;"), ("aaa", "aa", "b"), ("none", "<", "&lt;")] {
            #expect(text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
        }
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "<", "&", "é", "€", "😀", "<!--", "\\", "\"", " "]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for target in ["<", "&", "<!--", "é", "😀", "aa", "\\"] {
                #expect(text.replacingEvery(target, with: "[\(target.count)]") == text.replacingOccurrences(of: target, with: "[\(target.count)]"))
            }
        }
        // "<" and a combining acute are one Character; an escape must still reach the "<".
        #expect("<\u{301}script".replacingEvery("<", with: "\\u003c") == "\\u003c\u{301}script")
    }

    @Test func paddedCutsOrFillsAsFoundationsPadding() {
        for (text, length) in [("render", 10), ("render", 3), ("", 2), ("é", 4)] {
            #expect(text.padded(toLength: length) == text.padding(toLength: length, withPad: " ", startingAt: 0))
        }
    }

    @Test(arguments: ["bots", "Examples/Scenes/viktor-caro-kann.scene", "a b&c=d", "café #1", "100%", "?x=1;y='2'", "x+y"])
    func queryTextIsReadBackAsOneValue(text: String) throws {
        let encoded = QueryText.encoded(text)
        let items = try #require(URLComponents(string: "http://127.0.0.1/?scene=\(encoded)&t=4.6")?.queryItems)
        #expect(items.map(\.name) == ["scene", "t"], "\(encoded)")
        #expect(items.first?.value == text)
        #expect(!encoded.contains("+") && !encoded.contains("&") && !encoded.contains("="), "a query's reader splits or changes at these")
    }

    @Test func aFileErrorIsSaidInTheSystemsWords() throws {
        let folder = try TemporaryFolder()
        let missing = folder.appendingPathComponent("absent/deeper")
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: missing.path)
            Issue.record("listed a folder that is not there")
        } catch {
            #expect(ErrorReason.of(error) == String(cString: strerror(ENOENT)))
        }
        #expect(ErrorReason.of(POSIXError(.EACCES)) == String(cString: strerror(EACCES)))
    }

    @Test func aDetachedThreadRunsUnderItsNameAndASleepLastsItsTime() async throws {
        let name: String = await withCheckedContinuation { continuation in
            DetachedThread.start(name: "render worker 12 and more") {
                let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
                continuation.resume(returning: comm.trimmingCharacters(in: .newlines))
            }
        }
        #expect(name == "render worker 1", "the kernel keeps 15 bytes")
        let start = ContinuousClock.now
        DetachedThread.sleep(seconds: 0.05)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
    }
}
