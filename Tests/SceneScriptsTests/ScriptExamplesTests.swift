import SceneScripts
import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import TestSupport
import Testing

@Suite("Scene scripts: the examples validate and render; the broken ones fail as they say")
struct ScriptExamplesTests {
    static let scenes = (try? ScriptExamples.files(in: "Examples/Scenes")) ?? []
    static let broken = (try? ScriptExamples.files(in: "Examples/Broken")) ?? []
    let size = PixelSize(width: 360, height: 280)

    @Test func thereAreAtLeastFourExamplesAndTwentyBrokenScripts() {
        #expect(Self.scenes.count >= 4)
        #expect(Self.broken.count >= 20)
    }

    /// Errors and warnings, that is: a script with `auto` timing is told what it was given.
    @Test(arguments: scenes)
    func everyExampleValidatesWithoutAWarning(url: URL) throws {
        let check = SceneValidator.check(text: try ScriptExamples.text(url), assets: ScriptExamples.assets)
        #expect(check.diagnostics.filter { $0.severity != .note }.map(\.description) == [])
        #expect(check.validation.timeline != nil)
    }

    @Test(arguments: scenes)
    func everyExampleStillMatchesItsReference(url: URL) throws {
        let scene = try ScriptExamples.scene(url)
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        let name = url.deletingPathExtension().lastPathComponent
        try Snapshot.assertMatches(try renderer.raster(at: scene.stillTime, size: size), named: "script-\(name)")
    }

    /// Faded out at the end and not yet in at the start: the loop's two ends are the same frame.
    @Test(arguments: scenes)
    func everyExampleLoopsSeamlessly(url: URL) throws {
        let scene = try ScriptExamples.scene(url)
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        #expect(try renderer.raster(at: 0, size: size) == renderer.raster(at: scene.duration, size: size))
    }

    /// Every example with its duration, still and fade-out written `auto`: the values derived
    /// from its last move are ones the validator accepts, and each is reported.
    @Test(arguments: scenes)
    func everyExampleValidatesWithItsTimingAuto(url: URL) throws {
        var lines = try ScriptExamples.text(url).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("fade-out:") }
        lines = lines.map { line in
            line.hasPrefix("duration:") ? "duration: auto" : line.hasPrefix("still:") ? "still: auto" : line
        }
        lines.append("fade-out: auto")
        let check = SceneValidator.check(text: lines.joined(separator: "\n"), assets: ScriptExamples.assets)
        #expect(check.validation.errors.map(\.description) == [], "\(url.lastPathComponent)")
        let notes = check.diagnostics.filter { $0.severity == .note }
        #expect(notes.map(\.code) == ["derived-timing", "derived-timing", "derived-timing"])
        let script = try #require(check.script)
        let last = try #require(check.validation.timeline?.steps.last?.instant)
        #expect(script.stillTime >= last + BoardMotion.standard.settleDuration + AutomaticTiming.rest - 1e-9)
        #expect(script.stillTime < script.fadeOut.start && script.fadeOut.end <= script.duration)
        #expect(Set(notes.map { String($0.message.prefix { $0 != " " }) }) == ["duration", "still", "fade-out"])
    }

    @Test(arguments: broken)
    func everyBrokenScriptFailsExactlyAsItsHeaderSays(url: URL) throws {
        let text = try ScriptExamples.text(url)
        let expected = ScriptExamples.expectations(text)
        #expect(!expected.isEmpty, "\(url.lastPathComponent) has no '# expect:' line")
        let check = SceneValidator.check(text: text, assets: ScriptExamples.assets)
        #expect(check.diagnostics.map(\.description) == expected)
        // A file that expects only warnings is still valid; one that expects an error is not.
        #expect(check.isValid == !expected.contains { $0.contains(": error: ") })
    }

    // What each example is there to show.

    @Test func scholarsMateEndsInMate() throws {
        let timeline = try ScriptExamples.scene(named: "scholars-mate").timeline
        #expect(timeline.start == .start)
        #expect(timeline.steps.count == 7)
        #expect(timeline.final.status == .checkmate(winner: .white))
    }

    @Test func theBackRankMateShowsACheckThenTheMate() throws {
        let timeline = try ScriptExamples.scene(named: "back-rank-mate").timeline
        #expect(timeline.steps.map(\.san) == ["Qd8+", "Rxd8", "Rxd8#"])
        #expect(timeline.steps[0].after.isCheck)
        #expect(timeline.final.status == .checkmate(winner: .white))
    }

    @Test func theCastlingExampleCastlesOnBothSides() throws {
        let steps = try ScriptExamples.scene(named: "castling").timeline.steps
        #expect(steps.map(\.san).prefix(2) == ["O-O", "O-O-O"])
        #expect(steps[0].after.piece(at: .f1) == .whiteRook && steps[1].after.piece(at: .d8) == .blackRook)
    }

    @Test func theEnPassantExampleCapturesInPassingAndUnderPromotes() throws {
        let steps = try ScriptExamples.scene(named: "en-passant-promotion").timeline.steps
        let effects = try steps.map { try $0.before.effects(of: $0.move) }
        #expect(effects.contains { $0.isEnPassant })
        #expect(effects.contains { $0.promotion.map { $0.kind != .queen } ?? false })
    }

    @Test func theOperaGameComesFromPGNAndEndsInMate() throws {
        let scene = try ScriptExamples.scene(named: "opera-game")
        guard case .pgn = scene.script.moves else { Issue.record("expected PGN movetext"); return }
        #expect(scene.timeline.steps.count == 33)
        #expect(scene.timeline.steps.last?.san == "Rd8#")
        #expect(scene.timeline.final.status == .checkmate(winner: .white))
    }
}
