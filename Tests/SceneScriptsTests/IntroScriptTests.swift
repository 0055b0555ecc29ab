import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import SceneTestSupport
import TestSupport
import Testing

/// A bot intro written as a script: any rivals, any pick, any opening, drawn by the engine that
/// draws the built-in bots scene.
@Suite("Bot intros from scripts")
struct IntroScriptTests {
    let scale = 2.0
    var size: PixelSize { PixelSize(width: Int(360 * scale), height: Int(280 * scale)) }

    var board: PhoneLayoutProbe { PhoneLayoutProbe(scale: scale) }

    @Test func viktorsCaroKannValidatesWithItsTimingDerived() throws {
        let check = SceneValidator.check(text: try ScriptExamples.text(Fixtures.url("Examples/Scenes/viktor-caro-kann.scene")),
                                         assets: ScriptExamples.assets)
        #expect(check.validation.errors.isEmpty && check.validation.warnings.isEmpty, "\(check.diagnostics)")
        #expect(check.validation.timeline?.steps.map(\.san) == ["e4", "c6", "d4", "d5", "Nc3", "dxe4"])
        // From the moment the board has risen, 1.4 s after the pick, every 0.9 s.
        #expect(check.validation.timeline?.steps.first?.instant == 2.75)
        let script = try #require(check.script)
        #expect(script.stillTime == 8.4 && script.fadeOut == TimeSpan(9.2, 9.7) && script.duration == 9.8)
        #expect(check.diagnostics.filter { $0.severity == .note }.map(\.code) == ["derived-timing", "derived-timing", "derived-timing"])
    }

    /// The still: the final position of the six plies, the last move (d5xe4) lit, Viktor's card
    /// beside the board and no other card.
    @Test func viktorsStillShowsTheFinalPositionTheLastMoveLitAndOnlyHisCard() throws {
        let intro = try ScriptExamples.intro(named: "viktor-caro-kann")
        #expect(intro.picked.id == "viktor" && intro.rivals.map(\.id) == ["pip", "sofia", "viktor"])
        let still = try SceneFixtures.renderer(intro).raster(at: intro.stillTime, size: size)
        let colors = try SceneFixtures.theme().light
        let final = intro.timeline.final
        #expect(final.fen.hasPrefix("rnbqkbnr/pp2pppp/2p5/8/3Pp3/2N5/PPP2PPP/R1BQKBNR w"))
        for file in "abcdefgh" {
            for rank in 1...8 {
                let name = "\(file)\(rank)"
                let isLight = ((Int(file.asciiValue ?? 97) - 97) + rank).isMultiple(of: 2)
                let lit = name == "d5" || name == "e4"
                let plain = lit ? (isLight ? colors.lastMoveLight : colors.lastMoveDark) : (isLight ? colors.lightSquare : colors.darkSquare)
                let occupied = final.piece(at: try #require(Square(name))) != nil
                if occupied {
                    #expect(board.share(still, name, plain) < 0.85, "a piece stands on \(name)")
                    #expect(board.share(still, name, plain) > 0.2, "\(name) shows its \(lit ? "lit" : "plain") colour around the piece")
                } else {
                    #expect(board.share(still, name, plain) > 0.99, "\(name) is empty and \(lit ? "lit" : "plain")")
                }
            }
        }
        // Viktor's card rests at the board; Pip's and Sofía's have gone.
        for bot in intro.rivals {
            let pixels = SceneFixtures.count(bot.colors.light.soft, in: still)
            if bot.id == "viktor" {
                let header = board.restingCardHeader
                #expect(SceneFixtures.count(bot.colors.light.soft, in: still, region: header) == header.x.count * header.y.count)
            } else {
                #expect(pixels < 40, "\(bot.name)'s card is still drawn: \(pixels) pixels")
            }
        }
    }

    /// The shipped intro script and the built-in scene are one: their plans are equal, so
    /// their frames are too (the CLI's bytes are compared end to end).
    @Test func theShippedIntroExampleIsTheBuiltInScene() throws {
        #expect(try ScriptExamples.text(Fixtures.url("Examples/Scenes/bots-intro.scene")) == SceneFixtures.builtInScript("bots"))
        let example = try ScriptExamples.intro(named: "bots-intro"), builtIn = try SceneFixtures.botsScene()
        #expect(example.plan == builtIn.plan)
        for posture in DevicePosture.allCases {
            for t in [0.5, 1.35, 2.4, 3.0, builtIn.stillTime] {
                #expect(try SceneFixtures.renderer(example, posture: posture).raster(at: t, size: size)
                    == SceneFixtures.renderer(builtIn, posture: posture).raster(at: t, size: size))
            }
        }
    }

    /// The references recorded before the bots scene became a script, matched exactly.
    @Test(arguments: DevicePosture.allCases)
    func theBuiltInReferencesAreMatchedByteForByte(posture: DevicePosture) throws {
        let scene = try SceneFixtures.botsScene()
        for scheme in ColorScheme.allCases {
            let image = try SceneFixtures.renderer(scene, scheme: scheme, posture: posture)
                .raster(at: scene.stillTime, size: SceneFixtures.referenceSize(posture))
            // The built-in scene's own references, beside its matrix suite.
            try Snapshot.assertMatches(image, named: "bots-\(posture.rawValue)-\(scheme.rawValue)",
                                       tolerance: Snapshot.Tolerance(channel: 0, pixelFraction: 0),
                                       testFile: Fixtures.url("Tests/ChessScenesTests/SceneSnapshotMatrixTests.swift").path)
        }
    }

    @Test func anUnknownRivalIsNamedWithTheNearestId() throws {
        let text = try SceneFixtures.builtInScript("bots").replacingOccurrences(of: "rivals: pip sofia viktor", with: "rivals: pip sofa viktor")
            .replacingOccurrences(of: "pick: sofia", with: "pick: pip")
        let check = SceneValidator.check(text: text, assets: ScriptExamples.assets)
        #expect(check.diagnostics.map(\.description) == [
            "7:13: error: no bot has the id 'sofa'; did you mean 'sofia'? The bots are: pip, sofia, viktor, noor, kenji",
        ])
    }

    @Test func aPickBeforeTheCardsHaveRisenAndMovesBeforeTheBoardAreCaught() throws {
        let text = """
        name: hurried
        intro: bots
        rivals: pip sofia viktor noor
        pick: noor at 0.5
        moves: from 1.2 every 0.9
          1. e4 e5
        duration: auto
        still: auto
        """
        let check = SceneValidator.check(text: text, assets: ScriptExamples.assets)
        #expect(check.diagnostics.filter { $0.severity != .note }.map(\.description) == [
            "4:7: error: the pick at 0.5 s comes before the last card has risen in, at 1.079 s; the tap would land on a card in flight",
            "6:6: warning: ply 1 (1. e4) at 1.2 s starts before the board has risen, at 1.9 s ('moves: from auto' starts then)",
        ])
    }

    /// A name or tagline too long for the card shrinks or wraps, stays inside the card, and
    /// the validator says so.
    @Test func aLongNameAndTaglineFitTheCardAndAreWarnedAbout() throws {
        let words = try SceneFixtures.words()
        let sofia = try #require(try SceneFixtures.roster()["sofia"])
        let long = Bot(id: "maximiliana", name: "Maximiliana-Theodora", level: .advanced, rating: 2600,
                       tagline: "Defends the most stubborn endgames to the very last pawn",
                       colors: sofia.colors, face: sofia.face, glyph: sofia.glyph)
        let text = BotCardText(bot: long, words: words)
        #expect(text.name.isShrunk && text.name.lines.count == 1)
        #expect(text.tagline.isWrapped && text.tagline.lines.count == 2)
        #expect(text.adjusted.map(\.part) == ["name", "tagline"])
        for (fit, style, width) in [(text.name, BotCardText.nameStyle, BotCardText.nameWidth),
                                    (text.tagline, BotCardText.taglineStyle, BotCardText.lineWidth)] {
            for line in fit.lines { #expect(TextMetrics.size(of: line, style: style).width * fit.scale <= width + 1e-9) }
        }
        // Drawn on a card: nothing outside the card's frame but its shadow.
        let roster = try BotRoster(bots: try SceneFixtures.roster().bots + [long])
        let plan = BotsIntroPlan(rivals: ["maximiliana"], pick: "maximiliana", moves: [], duration: 6, stillTime: 1.2, fadeOut: 5.4...5.9)
        let scene = try BotsScene(plan: plan, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), roster: roster, words: words)
        let image = try SceneFixtures.renderer(scene).raster(at: 1.2, size: size)
        let palette = try Fixtures.palettes().light
        let card = (x: Int((180 - 52 - 1) * scale)..<Int((180 + 52 + 1) * scale), y: Int((140 - 84 - 1) * scale)..<Int((140 + 84 + 1) * scale))
        let beside = [(x: 0..<card.x.lowerBound, y: card.y), (x: card.x.upperBound..<image.width, y: card.y)]
        for region in beside {
            #expect(SceneFixtures.count(palette.text, in: image, region: region, tolerance: 0.2) == 0)
            #expect(SceneFixtures.count(palette.secondaryText, in: image, region: region, tolerance: 0.1) == 0)
        }
        // The validator warns, naming the bot, the part and the locale.
        let names = SceneAssetNames(themes: [], pieceSets: [], bots: roster, words: [words])
        let check = SceneValidator.check(text: """
            name: long
            intro: bots
            rivals: maximiliana
            pick: maximiliana
            moves: from auto every 1
              e4
            duration: auto
            still: auto
            """, assets: names)
        #expect(check.validation.warnings.map(\.description) == [
            "3:9: warning: Maximiliana-Theodora's name \"Maximiliana-Theodora\" is too long for the card in 'en': drawn on one line at \(Int((text.name.scale * 100).rounded(.down)))% of its size",
            "3:9: warning: Maximiliana-Theodora's tagline \"Defends the most stubborn endgames to the very last pawn\" is too long for the card in 'en': drawn on 2 lines"
                + (text.tagline.isShrunk ? " at \(Int((text.tagline.scale * 100).rounded(.down)))% of its size" : ""),
        ])
        #expect(check.validation.warnings.allSatisfy { $0.code == "bot-text-squeezed" })
    }

    /// Picked from the right panel of an open foldable, the card rests there and the board
    /// rises on the left: nothing crosses the hinge, in any intro example, at any beat.
    @Test(arguments: ["viktor-caro-kann", "four-rivals"], [DevicePosture.open, .tabletop])
    func introExamplesKeepOffTheHinge(name: String, posture: DevicePosture) throws {
        let intro = try ScriptExamples.intro(named: name)
        let band = try #require(posture.hinge(in: intro.box)).rect(in: intro.box)
        let region = (x: Int(band.minX)..<Int(band.maxX.rounded(.up)), y: Int(band.minY)..<Int(band.maxY.rounded(.up)))
        let background = try Fixtures.palettes().light.background
        let renderer = try SceneFixtures.renderer(intro, posture: posture)
        let beats = stride(from: 0.2, through: intro.stillTime, by: 0.15)
        for t in beats {
            let image = try renderer.raster(at: t, size: PixelSize(width: 360, height: 280))
            let clear = SceneFixtures.count(background, in: image, region: region, tolerance: 0.02)
            #expect(clear == region.x.count * region.y.count, "\(name) \(posture) at \(t)")
        }
    }

    /// Four in the row fit the phone's width, every card whole before the pick.
    @Test func fourRivalsStandInTheRowOnAPhone() throws {
        let intro = try ScriptExamples.intro(named: "four-rivals")
        let image = try SceneFixtures.renderer(intro).raster(at: 1.3, size: size)
        for bot in intro.rivals {
            #expect(SceneFixtures.count(bot.colors.light.accent, in: image) > 1_500, "\(bot.name)'s glyph tile")
        }
        // The cards' faces keep 8 units from the box's sides (their shadows may reach closer).
        let face = try Fixtures.palettes().light[.surfaceRaised]
        for edge in [(x: 0..<Int(8 * scale), y: 0..<image.height), (x: image.width - Int(8 * scale)..<image.width, y: 0..<image.height)] {
            #expect(SceneFixtures.count(face, in: image, region: edge, tolerance: 0.01) == 0)
        }
        let middle = (x: Int(8 * scale)..<image.width - Int(8 * scale), y: 0..<image.height)
        #expect(SceneFixtures.count(face, in: image, region: middle, tolerance: 0.01) > 40_000)
    }
}
