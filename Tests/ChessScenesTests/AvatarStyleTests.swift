import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

/// Every bot in every avatar style, in both schemes: one sheet per scheme for review.
struct AvatarSheet: MotionScene {
    let duration = 1.0
    let stillTime = 0.0
    let bots: [Bot]
    /// A column per bot, 120 wide.
    var box: Size { Size(120 * Double(max(3, bots.count)), 300) }
    var pixelSize: PixelSize { PixelSize(width: Int(box.width), height: Int(box.height)) }

    static func center(row: Int, column: Int) -> Point { Point(60 + Double(column) * 120, 50 + Double(row) * 100) }
    static let radius = 40.0

    func draw(_ canvas: inout MotionCanvas, t: Double) {
        for (row, style) in AvatarStyle.allCases.enumerated() {
            for (column, bot) in bots.enumerated() {
                style.draw(bot, on: canvas, center: Self.center(row: row, column: column), radius: Self.radius)
            }
        }
    }
}

@Suite("Avatar styles")
struct AvatarStyleTests {
    @Test func theStylesAreRegisteredInOnePlaceUnderTheirFixedNames() {
        #expect(AvatarStyle.allCases.map(\.rawValue) == ["illustrated", "monogram", "glyph"])
        #expect(AvatarStyle.default == .illustrated)
        #expect(Set(AvatarStyle.allCases.map(\.displayName)).count == 3)
    }

    /// The first three bots, as before the roster grew, and the whole roster.
    @Test(arguments: ColorScheme.allCases)
    func theSheetMatchesItsReference(scheme: ColorScheme) throws {
        let bots = try SceneFixtures.roster().bots
        let first = AvatarSheet(bots: Array(bots.prefix(3)))
        try Snapshot.assertMatches(try SceneFixtures.renderer(first, scheme: scheme).raster(at: 0, size: first.pixelSize),
                                   named: "avatars-\(scheme.rawValue)")
        let all = AvatarSheet(bots: bots)
        try Snapshot.assertMatches(try SceneFixtures.renderer(all, scheme: scheme).raster(at: 0, size: all.pixelSize),
                                   named: "avatars-roster-\(scheme.rawValue)")
    }

    /// Recognisably itself: in every style and scheme a bot's avatar is painted largely in its
    /// own accent or soft tint, and hardly at all in another bot's.
    @Test(arguments: ColorScheme.allCases)
    func everyBotWearsItsOwnColoursInEveryStyle(scheme: ColorScheme) throws {
        let bots = try SceneFixtures.roster().bots
        let sheet = AvatarSheet(bots: bots)
        let image = try SceneFixtures.renderer(sheet, scheme: scheme).raster(at: 0, size: sheet.pixelSize)
        for (row, style) in AvatarStyle.allCases.enumerated() {
            for (column, bot) in bots.enumerated() {
                let region = cell(row: row, column: column)
                func share(_ other: Bot) -> Double {
                    let tint = other.colors[scheme]
                    let n = SceneFixtures.count(tint.accent, in: image, region: region) + SceneFixtures.count(tint.soft, in: image, region: region)
                    return Double(n) / Double(region.x.count * region.y.count)
                }
                #expect(share(bot) > 0.3, "\(bot.name) in \(style) (\(scheme))")
                for other in bots where other.id != bot.id {
                    #expect(share(other) < 0.02, "\(bot.name) in \(style) shows \(other.name)'s colours")
                }
            }
        }
    }

    /// Distinct from the others: within a style, any two bots differ over a large part of the
    /// avatar's square, and they still differ in shape when colour is taken away.
    @Test(arguments: AvatarStyle.allCases)
    func botsAreDistinctInShapeNotJustColour(style: AvatarStyle) throws {
        let bots = try SceneFixtures.roster().bots
        let sheet = AvatarSheet(bots: bots)
        let image = try SceneFixtures.renderer(sheet).raster(at: 0, size: sheet.pixelSize)
        let row = AvatarStyle.allCases.firstIndex(of: style) ?? 0
        // Where each avatar is drawn in the bot's "ink" or darker features versus its fills:
        // a silhouette mask of light-on-dark detail, independent of the hue.
        func mask(_ column: Int) -> [Bool] {
            let region = cell(row: row, column: column)
            let tint = bots[column].colors.light
            var bits: [Bool] = []
            for y in region.y {
                for x in region.x {
                    let c = image.color(x: x, y: y)
                    bits.append(!SceneFixtures.isClose(c, tint.accent, tolerance: 0.08) && !SceneFixtures.isClose(c, tint.soft, tolerance: 0.08))
                }
            }
            return bits
        }
        let masks = bots.indices.map(mask)
        for a in masks.indices {
            for b in masks.indices where a < b {
                let differing = zip(masks[a], masks[b]).filter { $0 != $1 }.count
                #expect(Double(differing) / Double(masks[a].count) > 0.04, "\(bots[a].name) and \(bots[b].name) in \(style)")
            }
        }
    }

    /// The square each avatar is drawn in on the sheet, in pixels (the sheet is drawn at scale 1).
    private func cell(row: Int, column: Int) -> (x: Range<Int>, y: Range<Int>) {
        let c = AvatarSheet.center(row: row, column: column)
        let r = Int(AvatarSheet.radius * 0.86)
        return (Int(c.x) - r..<Int(c.x) + r, Int(c.y) - r..<Int(c.y) + r)
    }
}
