import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Captions: a long comment is cut at a word with a handful of short measures")
struct CaptionTextTests {
    @Test func aTextThatFitsIsKeptAsWritten() {
        #expect(CaptionText.shortened("Good move", toFit: 20) { Double($0.count) } == "Good move")
    }

    @Test func aLongTextKeepsTheWordsThatFitAndAnEllipsis() {
        let text = "one two three four five six"
        // "one two three…" is 14 wide; "one two three four…" 19.
        #expect(CaptionText.shortened(text, toFit: 15) { Double($0.count) } == "one two three\u{2026}")
        #expect(CaptionText.shortened(text, toFit: 2) { Double($0.count) } == "one\u{2026}")
        #expect(CaptionText.shortened(text, toFit: 10_000) { Double($0.count) } == text)
    }

    /// Dropping one word at a time and measuring the rest took 31 s and 471 MB for 5,000 words;
    /// now only a few texts of at most a line's worth of characters are measured.
    @Test(arguments: [5_000, 200_000])
    func aHugeCommentCostsAFewShortMeasures(words: Int) {
        let text = (0..<words).map { "w\($0 % 10)" }.joined(separator: " ")
        var lengths: [Int] = []
        let caption = CaptionText.shortened(text, toFit: 120) { lengths.append($0.count); return Double($0.count) }
        #expect(caption.hasSuffix("\u{2026}") && caption.count <= 120 && caption.count > 110)
        #expect(text.hasPrefix(String(caption.dropLast())))
        #expect(lengths.count <= 12)
        #expect(lengths.allSatisfy { $0 <= CaptionText.measuredLength + 1 })
    }

    /// The limit on what is measured never ends a caption on half a word.
    @Test func theLengthLimitDoesNotCutAWord() {
        let text = String(repeating: "abcdefg ", count: 1_000)
        let caption = CaptionText.shortened(text, toFit: .infinity) { Double($0.count) }
        #expect(caption.hasSuffix("abcdefg\u{2026}"))
        #expect(CaptionText.shortened(String(repeating: "x", count: 10_000), toFit: 50) { Double($0.count) }
            == String(repeating: "x", count: CaptionText.measuredLength) + "\u{2026}")
    }

    /// A game scene works out each ply's caption once, when it is made, and a 200,000-word
    /// comment costs it little (it took gigabytes).
    @Test func theSceneShortensEachCaptionOnceWhenMade() throws {
        let essay = (0..<200_000).map { _ in "blunder" }.joined(separator: " ")
        let game = try #require(PGN.games(in: "1. e4 {\(essay)} e5 {Solid.} *").games.first)
        let clock = ContinuousClock()
        let started = clock.now
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                  words: SceneFixtures.words(), showsComments: true)
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        _ = try renderer.raster(at: scene.plyInstants[1], size: PixelSize(width: 360, height: 420))
        #expect(clock.now - started < .seconds(20))
        let first = try #require(scene.captions[0])
        #expect(first.hasSuffix("blunder\u{2026}") && first.count < CaptionText.measuredLength)
        #expect(scene.captions[1] == "Solid.")
    }
}

@Suite("The game's result banner fits the board")
struct ResultBannerTests {
    /// A long `Termination` tag was drawn whole, the banner cut off at both edges of the frame.
    @Test func aLongTerminationIsShortenedToTheBoard() throws {
        let termination = Array(repeating: "the arbiter stopped the clocks", count: 20).joined(separator: " ")
        let text = "[Result \"1-0\"]\n[Termination \"\(termination)\"]\n\n1. e4 e5 1-0\n"
        let game = try #require(PGN.games(in: text).games.first)
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                  words: SceneFixtures.words())
        #expect(scene.resultText == "1\u{2013}0 \u{B7} " + termination)
        let banner = try #require(scene.resultBanner)
        #expect(banner.hasPrefix("1\u{2013}0 \u{B7} the arbiter") && banner.hasSuffix("\u{2026}"))
        let width = TextMetrics.size(of: banner, style: TextStyle(size: 15, weight: .bold)).width
        #expect(width + 28 <= scene.box.width - 16)
    }

    @Test func aShortResultIsShownWhole() throws {
        let game = try #require(PGN.games(in: "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").games.first)
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                  words: SceneFixtures.words())
        #expect(scene.resultBanner == scene.resultText)
    }
}
