import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import SceneTestSupport
import TestSupport
import Testing

/// Arabic and Hebrew are shaped by Pango (HarfBuzz) in the scenes' own face, DejaVu Sans, which
/// fonts-dejavu-core installs with Arabic and Hebrew glyphs; a caption aligned to its start sits
/// at the right edge for a right-to-left language.
@Suite("Words in the user's language: right-to-left text")
struct RightToLeftTextTests {
    static let arabic = "العب مع صوفيا"
    static let hebrew = "שחק עם סופיה"

    @Test func theScenesFaceCoversArabicAndHebrewInEveryWeightTheyUse() {
        for text in [Self.arabic, Self.hebrew] {
            for style in [TextStyle(size: 13, weight: .semibold), TextStyle(size: 12), TextStyle(size: 14, weight: .bold)] {
                #expect(TextMetrics.missingGlyphs(in: text, style: style) == 0, "\(text) in \(style.weight)")
            }
            #expect(TextMetrics.direction(of: text) == .rightToLeft)
        }
        #expect(TextMetrics.direction(of: "Sofía") == .leftToRight)
        // The check can fail: a character no installed font covers is counted.
        #expect(TextMetrics.missingGlyphs(in: "\u{E000}\u{E001}", style: TextStyle(size: 12)) == 2)
    }

    /// Shaped, not a row of isolated letters: joined Arabic is narrower than its letters set
    /// apart, as the letters take their connected forms.
    @Test func arabicIsShapedIntoJoinedForms() {
        let word = "صوفيا"
        let style = TextStyle(size: 20)
        let joined = TextMetrics.size(of: word, style: style).width
        let isolated = word.map { TextMetrics.size(of: String($0), style: style).width }.reduce(0, +)
        #expect(joined < isolated * 0.95, "joined \(joined), isolated letters \(isolated)")
    }

    /// An Arabic caption aligned to its start: drawn (not boxes), ending at the box's right
    /// margin and reaching left from it; the same caption in English starts at the left margin.
    @Test func anArabicCaptionIsDrawnRightAligned() throws {
        func still(_ caption: String) throws -> RasterImage {
            let script = try SceneScript(parsing: """
                name: rtl
                duration: 6
                still: 4
                board: at 80 10 side 25
                moves:
                  1 e4
                caption 0.5-5 \(caption) align start
                """)
            let scene = try ScriptedScene(script: script, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces())
            return try SceneFixtures.renderer(scene).raster(at: 4, size: PixelSize(width: 720, height: 560))
        }
        let palette = try Fixtures.palettes().light
        // The caption's row, at 2 px a unit: 262 ± 9 box units.
        func inkColumns(_ image: RasterImage) -> [Int] {
            (0..<image.width).filter { x in
                SceneFixtures.count(palette.text, in: image, region: (x: x..<x + 1, y: 506..<542), tolerance: 0.25) > 0
            }
        }
        let arabic = inkColumns(try still("\"\(Self.arabic)\""))
        let english = inkColumns(try still("\"Play with Sofia\""))
        let right = try #require(arabic.max()), left = try #require(arabic.min())
        #expect(arabic.count > 100, "the Arabic caption is drawn")
        #expect(right <= 2 * 348 && right >= 2 * 348 - 6, "ends at the right margin: \(right)")
        #expect(left > 360, "reaches left from the right edge, not across: \(left)")
        let width = Int(TextMetrics.size(of: Self.arabic, style: TextStyle(size: 13, weight: .semibold)).width * 2)
        #expect(abs((right - left) - width) < 12, "as wide as Pango measures it: \(right - left) vs \(width)")
        #expect((english.min() ?? 0) >= 2 * 12 && (english.min() ?? 0) <= 2 * 12 + 6, "English starts at the left margin")
    }

    /// A locale dropped in with Arabic words draws the bots scene's title in Arabic, right to
    /// left, with no missing glyphs.
    @Test func aDroppedInArabicLocaleDrawsTheIntroInArabic() throws {
        let english = try SceneFixtures.words()
        let arabic = try Localizer(table: StringTable(locale: "ar", entries: [
            "bots.headline": "اختر منافسك", "bots.title": "مباراتك مع {name}", "bot.sofia.name": "صوفيا",
        ]), fallback: english.fallback)
        let scene = try SceneFixtures.botsScene(words: arabic)
        #expect(scene.words.text(.botsTitle, ["name": scene.words.name(of: scene.picked)]) == "مباراتك مع صوفيا")
        for text in ["اختر منافسك", "مباراتك مع صوفيا"] {
            #expect(TextMetrics.missingGlyphs(in: text, style: TextStyle(size: 12, weight: .semibold)) == 0)
        }
        let still = try SceneFixtures.renderer(scene).raster(at: scene.stillTime, size: PixelSize(width: 720, height: 560))
        let inEnglish = try SceneFixtures.renderer(SceneFixtures.botsScene()).raster(at: scene.stillTime, size: PixelSize(width: 720, height: 560))
        #expect(still != inEnglish)
        #expect(scene.words.fallbacks.contains("coins.headline"))
    }
}
