import ChessMotionSupport
import Testing

@Suite("The words for on and off, shared by settings, queries and lila-gif's fields")
struct BooleanWordTests {
    @Test func eachWordInAnyCaseAndNothingElse() {
        for word in ["1", "true", "YES", "On"] { #expect(BooleanWord.value(of: word) == true, "\(word)") }
        for word in ["0", "False", "no", "OFF"] { #expect(BooleanWord.value(of: word) == false, "\(word)") }
        for word in ["", "2", "y", "truth", "of"] { #expect(BooleanWord.value(of: word) == nil, "\(word)") }
    }

    /// A refusal lists every word it would have taken.
    @Test func theRefusalListsEveryWord() {
        #expect(BooleanWord.listed == "1, true, yes, on, 0, false, no or off")
    }
}
