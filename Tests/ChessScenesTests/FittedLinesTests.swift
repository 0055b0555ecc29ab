import ChessScenes
import MotionKit
import Testing

@Suite("Fitted lines: the best break of a long text is found by halving")
struct FittedLinesTests {
    static let style = TextStyle(size: 10)

    /// Every break tried, as the fit used to: the narrowest widest line.
    static func bestWidest(_ text: String) -> Double {
        let words = text.split(separator: " ")
        return (1..<words.count).map { cut in
            max(Double(words[..<cut].joined(separator: " ").count), Double(words[cut...].joined(separator: " ").count))
        }.min()!
    }

    @Test(arguments: ["a bb ccc dddd eeeee", "Loves a long fight in the endgame", "xxxxxxxxxxxx y z", "a b c d e f g h i j k l m n o p", "one twotwotwotwo"])
    func theBreakIsTheBestOfAll(text: String) {
        let fitted = FittedLines.fit(text, style: Self.style, width: 4, maxLines: 2) { text, _ in Double(text.count) }
        #expect(fitted.lines.count == 2)
        #expect(fitted.lines.joined(separator: " ") == text)
        #expect(fitted.lines.map { Double($0.count) }.max() == Self.bestWidest(text))
    }

    /// A 15 KB tagline took 50 s to fit, both halves measured at every break; now a few dozen
    /// measures do.
    @Test func aHugeTaglineTakesFewMeasures() {
        let text = (0..<2_500).map { "word\($0 % 7)" }.joined(separator: " ")
        var measures = 0
        let fitted = FittedLines.fit(text, style: Self.style, width: 200, maxLines: 2) { text, _ in
            measures += 1
            return Double(text.count)
        }
        #expect(fitted.lines.count == 2 && fitted.isShrunk)
        #expect(abs(fitted.lines[0].count - fitted.lines[1].count) <= 6)
        #expect(measures <= 40)
    }

    /// With real fonts too, it is quick.
    @Test func aHugeTaglineFitsQuicklyWithRealText() {
        let text = String(repeating: "Plays the Sicilian every game ", count: 500)
        let clock = ContinuousClock()
        let started = clock.now
        let fitted = FittedLines.fit(text, style: Self.style, width: 200, maxLines: 2)
        #expect(clock.now - started < .seconds(20))
        #expect(fitted.lines.count == 2)
    }
}
