import SceneTestSupport
import TestSupport
import BoardKit
import ChessCore
import ChessScenes
import MotionKit
import SceneScripts
import Testing

/// The keys a bot intro adds, `auto` timing, and captions in other languages.
@Suite("Scene script parser: intros, auto timing, captions per locale")
struct IntroParserTests {
    let intro = """
    name: Viktor
    intro: bots
    rivals: pip sofia viktor
    pick: viktor at 2.0
    moves: from auto every 0.9
      1. e4 c6
    duration: 8
    still: 6
    """

    @Test func anIntroReadsItsRivalsPickAndPlaces() throws {
        let script = try SceneScript(parsing: intro)
        let declared = try #require(script.intro)
        #expect(declared.kind == .bots)
        #expect(declared.rivals.map(\.id) == ["pip", "sofia", "viktor"])
        #expect(declared.rivals.map(\.location) == [TextLocation(line: 3, column: 9), TextLocation(line: 3, column: 13),
                                                      TextLocation(line: 3, column: 19)])
        #expect(declared.pick.id == "viktor" && declared.pick.at == 2.0 && declared.pick.location == TextLocation(line: 4, column: 7))
    }

    /// `from auto`: the first move once the board has risen, 1.4 s after the pick, wherever the
    /// pick is written.
    @Test(arguments: [(1.35, [2.75, 3.65]), (2.0, [3.4, 4.3])])
    func fromAutoStartsOnceTheBoardHasRisen(pick: Double, instants: [Double]) throws {
        for text in [intro.replacingOccurrences(of: "at 2.0", with: "at \(pick)"),
                     "moves: from auto every 0.9\n  1. e4 c6\n" + intro.replacingOccurrences(of: "moves: from auto every 0.9\n  1. e4 c6\n", with: "")
                        .replacingOccurrences(of: "at 2.0", with: "at \(pick)")] {
            let script = try SceneScript(parsing: text)
            guard case .listed(let moves, let spacing?) = script.moves else { Issue.record("expected spaced moves"); return }
            #expect(spacing.isAutomatic)
            for (move, expected) in zip(moves, instants) { #expect(abs(move.time - expected) < 1e-9, "\(move.time)") }
        }
        #expect(BotsIntroPlan.firstMoveInstant(pickAt: 1.35) == 2.75)
    }

    @Test func aPickWithoutAnInstantIsTheDesigns() throws {
        let script = try SceneScript(parsing: intro.replacingOccurrences(of: "pick: viktor at 2.0", with: "pick: viktor"))
        #expect(script.intro?.pick.at == 1.35)
    }

    /// Each case replaces the line starting with its key (or adds the line at the end).
    @Test(arguments: [
        ("rivals: pip sofia viktor noor kenji", "3:9: a bot intro shows 1 to 4 rivals, not 5"),
        ("rivals: pip sofia pip", "3:19: 'pip' is already a rival (column 9); each bot stands in the row once"),
        ("rivals: pip Sofia", "3:13: 'Sofia' is not a bot id: ids are lower-case letters, digits and '-', as in Bots/bots.json"),
        ("pick: kenji at 2.0", "4:7: the picked bot 'kenji' is not one of the rivals (pip, sofia, viktor)"),
        ("pick: viktor later", "4:14: expected 'ID at SECONDS', such as 'sofia at 1.35', found 'later'"),
        ("intro: chess", "2:8: 'intro:' takes 'bots', not 'chess'"),
        ("board: centred", "9:8: a bot intro places its board itself, by posture; remove 'board:'"),
        ("caption 1-2 \"Hi\"", "9:1: a bot intro draws no captions: its headline and title come from the strings files"),
    ])
    func introMistakesArePointedAt(line: String, message: String) throws {
        var lines = intro.split(separator: "\n").map(String.init)
        let key = String(line.prefix { $0 != ":" && $0 != " " })
        if let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) {
            lines[index] = line
        } else {
            lines.append(line)
        }
        let result = SceneScriptParser.parse(lines.joined(separator: "\n"))
        #expect(result.errors.map(\.description).contains(message), "\(result.errors.map(\.description))")
    }

    @Test func introKeysWithoutAnIntroAndFromAutoOnABoardAreErrors() {
        let result = SceneScriptParser.parse("""
            name: board
            rivals: pip sofia
            pick: pip at 1.5
            moves: from auto every 1
              e4
            duration: 6
            still: 4
            """)
        #expect(result.errors.map(\.description) == [
            "2:9: 'rivals:' is only read by a bot intro: add 'intro: bots'",
            "3:7: 'pick:' is only read by a bot intro: add 'intro: bots'",
            "4:8: 'from auto' starts the moves once a bot intro's board has risen; a board script gives the first instant: 'from SECONDS'",
        ])
        #expect(result.errors.map(\.problem.code) == ["needs-intro", "needs-intro", "auto-start-needs-intro"])
        let missing = SceneScriptParser.parse("name: i\nintro: bots\nmoves: from 3 every 1\n  e4\nduration: 6\nstill: 5\n")
        #expect(missing.errors.map(\.problem.code) == ["intro-needs-key", "intro-needs-key"])
    }

    @Test func autoTimingIsReadAndDerivedFromTheLastMove() throws {
        let text = """
        name: auto
        moves: from 1 every 1
          e4 e5 Nf3
        duration: auto
        still: auto
        fade-out: auto
        """
        let script = try SceneScript(parsing: text)
        #expect(script.automatic == [.duration, .still, .fadeOut])
        let check = SceneValidator.check(text: text)
        let resolved = try #require(check.script)
        // The last move at 3 s settles 0.886 s later; a rest of 0.2 s, up to a tenth: 4.1.
        let settled = 3 + BoardMotion.standard.settleDuration
        #expect(resolved.stillTime == ((settled + AutomaticTiming.rest) * 10).rounded(.up) / 10)
        #expect(abs(resolved.fadeOut.start - (resolved.stillTime + 0.8)) < 1e-9 && abs(resolved.fadeOut.end - (resolved.stillTime + 1.3)) < 1e-9)
        #expect(abs(resolved.duration - (resolved.fadeOut.end + 0.1)) < 1e-9)
        #expect(check.validation.errors.isEmpty && check.validation.warnings.isEmpty)
        #expect(check.diagnostics.map(\.description) == [
            "4:11: note: duration is derived as 5.5 s: 0.1 s after the fade-out ends",
            "5:8: note: still is derived as 4.1 s: the last move, ply 3 (2. Nf3), settles at 3.886 s; then a rest of 0.2 s",
            "6:11: note: fade-out is derived as 4.9-5.4: the still frame holds 0.8 s, then the scene fades out over 0.5 s",
        ])
    }

    /// Only the still derived: the duration written keeps its default fade-out; a still that
    /// cannot fit is an error like any other.
    @Test func aDerivedStillIsJudgedAgainstTheWrittenDuration() throws {
        let short = SceneValidator.check(text: "name: s\nmoves: from 1 every 1\n  e4 e5 Nf3\nduration: 4\nstill: auto\n")
        #expect(short.validation.errors.map(\.code).contains("still-outside-duration") || short.validation.errors.map(\.code).contains("still-during-fade"))
        let fits = SceneValidator.check(text: "name: s\nmoves: from 1 every 1\n  e4 e5 Nf3\nduration: 6\nstill: auto\n")
        #expect(fits.isValid && fits.script?.fadeOut == TimeSpan(5.4, 5.9) && fits.script?.stillTime == 4.1)
    }

    @Test func captionsCarryTranslationsKeysAndAlignment() throws {
        let script = try SceneScript(parsing: scriptHeader(name: "c") + """
            moves:
              2.75 e4
            caption 1-2 "Castle early" es "Enroca pronto" pt-BR "Roque cedo" at 180 250 align start
            caption 2-3 key bots.headline size 11 align end
            """)
        #expect(script.captions[0].translations == ["es": "Enroca pronto", "pt-BR": "Roque cedo"])
        #expect(script.captions[0].alignment == .start && script.captions[0].position == Point(180, 250))
        #expect(script.captions[1].key == "bots.headline" && script.captions[1].alignment == .end && script.captions[1].size == 11)
        let spanish = try SceneFixtures.words("es"), english = try SceneFixtures.words()
        #expect(script.captions[0].text(in: spanish) == "Enroca pronto" && script.captions[0].text(in: english) == "Castle early")
        #expect(script.captions[1].text(in: spanish) == "Elige a tu rival" && script.captions[1].text(in: nil) == "bots.headline")
    }

    @Test(arguments: [
        ("caption 1-2 \"A\" es \"B\" es \"C\"", "6:24: the caption already has a 'es' text"),
        ("caption 1-2 key \"x\"", "6:17: expected a string key such as 'bots.headline' after 'key', found '\"x\"'"),
        ("caption 1-2 \"A\" align left", "6:23: 'caption:' takes 'center' or 'end' or 'start', not 'left'"),
    ])
    func badCaptionOptionsArePointedAt(line: String, message: String) {
        let result = SceneScriptParser.parse("name: c\nduration: 6\nstill: 4.6\nmoves: from 1 every 1\n  e4\n\(line)\n")
        #expect(result.errors.map(\.description).contains(message), "\(result.errors.map(\.description))")
    }

    @Test func aCaptionNamingAnUnknownKeyIsAnErrorWithASuggestion() {
        let check = SceneValidator.check(text: "name: c\nduration: 6\nstill: 4.6\nmoves: from 1 every 1\n  e4\ncaption 1-2 key bots.headlin\n",
                                         assets: ScriptExamples.assets)
        #expect(check.diagnostics.map(\.description) == ["6:1: error: no strings file has the key 'bots.headlin'; did you mean 'bots.headline'?"])
    }
}
