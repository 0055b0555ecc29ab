import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

/// Probes: read pixels at known instants, independent of the references, at instants on
/// either side of each beat so that a beat moved in time fails here.
@Suite("Bots scene: probes")
struct BotsSceneProbeTests {
    let scale = 2.0
    var size: PixelSize { PixelSize(width: Int(360 * scale), height: Int(280 * scale)) }
    var board: PhoneLayoutProbe { PhoneLayoutProbe(scale: scale) }

    func frame(_ t: Double) throws -> RasterImage {
        try SceneFixtures.renderer(try SceneFixtures.botsScene()).raster(at: t, size: size)
    }

    /// How many pixels wear each bot's card-header tint: a card's own fingerprint.
    func cardPixels(_ image: RasterImage) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for bot in try SceneFixtures.botsScene().rivals { counts[bot.id] = SceneFixtures.count(bot.colors.light.soft, in: image) }
        return counts
    }

    /// A whole card header is about 104 x 60 box units less the avatar; at 2x, thousands of pixels.
    let wholeCard = 8_000
    let noCard = 40

    @Test func beforeThePickAllThreeCardsAreWhole() throws {
        for t in [1.0, 1.34] {
            let counts = try cardPixels(frame(t))
            for (bot, n) in counts { #expect(n > wholeCard, "\(bot) at \(t): \(n)") }
        }
    }

    @Test func theOthersOnlyStartToLeaveAt165() throws {
        let before = try cardPixels(frame(1.3)), justBefore = try cardPixels(frame(1.64))
        for bot in ["pip", "viktor"] {
            let a = before[bot] ?? 0, b = justBefore[bot] ?? 0
            #expect(abs(a - b) <= a / 200, "\(bot): \(a) at 1.3, \(b) at 1.64")
        }
        let leaving = try cardPixels(frame(1.9))
        #expect((leaving["pip"] ?? 0) < (before["pip"] ?? 0) / 2, "half-way through the leave, Pip's card is fading")
    }

    @Test func after210OnlySofiasCardIsLeft() throws {
        for t in [2.1, 2.5, 4.6] {
            let counts = try cardPixels(frame(t))
            #expect((counts["pip"] ?? 0) < noCard, "Pip at \(t): \(counts)")
            #expect((counts["viktor"] ?? 0) < noCard, "Viktor at \(t): \(counts)")
            #expect((counts["sofia"] ?? 0) > wholeCard, "Sofía at \(t): \(counts)")
        }
    }

    @Test func sofiaIsPickedAt135() throws {
        let sofia = try #require(try SceneFixtures.roster()["sofia"]).colors.light
        // The check badge in her card's top-right corner (card 104 x 168 centred at 180, 140),
        // probed in its disc clear of the tick.
        let badge = (x: Int((180 + 52 - 12 - 5) * scale), y: Int((140 - 84 + 12 - 4) * scale))
        #expect(SceneFixtures.isClose(try frame(1.34).color(x: badge.x, y: badge.y), sofia.soft))
        #expect(SceneFixtures.isClose(try frame(1.8).color(x: badge.x, y: badge.y), sofia.accent))
    }

    @Test func herCardRestsOnTheLeftBesideTheBoard() throws {
        let sofia = try #require(try SceneFixtures.roster()["sofia"]).colors.light
        let still = try frame(4.6)
        // The header's left edge at the rest x 62 (card spans 10...114), not at the centre slot.
        let header = board.restingCardHeader
        #expect(SceneFixtures.count(sofia.soft, in: still, region: header) == header.x.count * header.y.count)
    }

    /// A square's corner, clear of any piece: its colour says whether it is highlighted.
    func corner(_ image: RasterImage, _ square: String) -> Color {
        let r = board.square(square)
        return image.color(x: r.x.lowerBound + 1, y: r.y.lowerBound + 1)
    }

    @Test func atTheStillThePawnsStandOnE4AndE5AndE7E5IsLit() throws {
        let colors = try SceneFixtures.theme().light
        let still = try frame(4.6)
        // e7 (dark) is empty and lit all over; e5 (dark) is lit around a pawn.
        #expect(board.share(still, "e7", colors.lastMoveDark) > 0.99)
        #expect(SceneFixtures.isClose(corner(still, "e5"), colors.lastMoveDark))
        #expect(board.share(still, "e5", colors.lastMoveDark) < 0.85, "a piece stands on e5")
        // e4 (light) holds White's pawn and is no longer lit; e2 (light) is empty and plain.
        #expect(SceneFixtures.isClose(corner(still, "e4"), colors.lightSquare))
        #expect(board.share(still, "e4", colors.lightSquare) < 0.85, "a piece stands on e4")
        #expect(board.share(still, "e2", colors.lightSquare) > 0.99)
        // Only those two squares are lit.
        for square in ["e2", "d7", "f7", "e6", "d5"] {
            let c = corner(still, square)
            #expect(!SceneFixtures.isClose(c, colors.lastMoveDark) && !SceneFixtures.isClose(c, colors.lastMoveLight), "\(square)")
        }
    }

    @Test func justBefore365OnlyWhitesMoveHasBeenPlayed() throws {
        let colors = try SceneFixtures.theme().light
        let image = try frame(3.6)
        #expect(SceneFixtures.isClose(corner(image, "e2"), colors.lastMoveLight))
        #expect(SceneFixtures.isClose(corner(image, "e4"), colors.lastMoveLight))
        #expect(board.share(image, "e4", colors.lastMoveLight) < 0.85, "White's pawn has landed on e4")
        #expect(board.share(image, "e7", colors.darkSquare) < 0.85, "Black's pawn is still on e7")
        #expect(board.share(image, "e5", colors.darkSquare) > 0.99)
    }

    @Test func justBefore275TheBoardIsTheStartPosition() throws {
        let colors = try SceneFixtures.theme().light
        let image = try frame(2.7)
        #expect(board.share(image, "e2", colors.lightSquare) < 0.85, "White's pawn is still on e2")
        #expect(board.share(image, "e4", colors.lightSquare) > 0.99)
        #expect(SceneFixtures.isClose(corner(image, "e2"), colors.lightSquare), "nothing is lit yet")
    }
}
