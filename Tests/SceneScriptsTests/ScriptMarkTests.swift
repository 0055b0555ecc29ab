import SceneScripts
import BoardKit
import ChessCore
import MotionKit
import Testing

/// `arrow:`, `circle:` and `fill:` lines: read with each part's place, refused with a code of
/// their own per fault at the column of the part at fault, and drawn as pure functions of t.
@Suite("Scene scripts: arrows, circles and fills")
struct ScriptMarkTests {
    func diagnostics(_ body: String) throws -> [(code: String, at: String)] {
        let script = try SceneScript(parsing: scriptHeader() + "moves:\n  1.0  e4\n" + body)
        return SceneValidator.validate(script, measure: ScriptValidatorTests.measure).diagnostics
            .map { ($0.code, $0.location?.lineColumn ?? "-") }
    }

    @Test func marksAreReadWithEveryPartAndPlace() throws {
        let script = try SceneScript(parsing: scriptHeader() + "moves:\n  1.0  e4\n"
            + "arrow: e2e4 at 2.0 until 3.5 colour green\ncircle: d5 at 1\nfill:  e4 at 2.5 color lastMoveLight\n")
        #expect(script.marks.count == 3)
        let arrow = script.marks[0]
        #expect(arrow.key == .arrow && arrow.squares == "e2e4" && arrow.appears == 2 && arrow.disappears == 3.5)
        #expect(arrow.squaresLocation == TextLocation(line: 6, column: 8) && arrow.colourLocation == TextLocation(line: 6, column: 37))
        #expect(arrow.boardSquares == [.e2, .e4] && arrow.color == .green)
        #expect(script.marks[1].color == .green && script.marks[1].disappears == nil)
        // A script names its colours: `#` starts a comment there.
        #expect(script.marks[2].color == .theme(.lastMoveLight))
        #expect(try diagnostics("arrow: e2e4 at 2.0 until 3.5 colour green\n").isEmpty)
    }

    @Test(arguments: [
        ("arrow: e2e9 at 1.0\n", "mark-off-board", "6:8"),
        ("arrow: e2e2 at 1.0\n", "mark-off-board", "6:8"),
        ("circle: d5e4 at 1.0\n", "mark-off-board", "6:9"),
        ("arrow: e2e4 at 6.5\n", "mark-outside-duration", "6:16"),
        ("circle: d5 at 1 until 9\n", "mark-outside-duration", "6:23"),
        ("fill: d5 at 3 until 2\n", "mark-ends-before-it-appears", "6:21"),
        ("arrow: g1f3 at 1 colour mauve\n", "mark-unknown-colour", "6:25"),
    ])
    func eachFaultHasItsCodeLineAndColumn(line: String, code: String, at: String) throws {
        let found = try diagnostics(line)
        #expect(found.count == 1 && found.first?.code == code && found.first?.at == at, "\(found)")
    }

    @Test(arguments: [
        ("arrow: e2e4\n", "mark-needs-instant", "6:12"),
        ("arrow: e2e4 2.0\n", "mark-needs-instant", "6:13"),
        ("circle: d5 at 1 colour\n", "missing-mark-colour", "6:23"),
        ("fill: d5 at 1 size 3\n", "expected-mark-option", "6:15"),
        ("fill: d5 at soon\n", "expected-number", "6:13"),
    ])
    func aMalformedLineIsASyntaxErrorAtItsPlace(line: String, code: String, at: String) {
        let error = SceneScriptParser.parse(scriptHeader() + "moves:\n  1.0  e4\n" + line).errors.first
        #expect(error?.problem.code == code && error?.location.lineColumn == at, "\(String(describing: error))")
    }

    /// The arrow at t: nil before it appears; its length the spring's progress since then,
    /// reaching the whole arrow once the spring settles; its opacity falling to nothing as it goes.
    @Test func anArrowGrowsOnTheSpringAndFadesOut() throws {
        let motion = BoardMotion.standard
        let marks = [TimedAnnotation(.arrow(.init(from: .e2, to: .e4)), appears: 2, disappears: 4)]
        #expect(marks.annotations(at: 1.99, motion: motion).arrows.isEmpty)
        let grown = stride(from: 2.0, through: 2 + motion.settleDuration, by: 0.02).map {
            marks.annotations(at: $0, motion: motion).arrows.first?.grown ?? -1
        }
        #expect(grown.first == 0)
        #expect(grown.allSatisfy { (0...1).contains($0) })
        for (t, value) in zip(stride(from: 2.0, through: 2 + motion.settleDuration, by: 0.02), grown) {
            #expect(value == Motion.clamp(motion.progress(since: 2, at: t)))
        }
        #expect(marks.annotations(at: 2 + motion.settleDuration, motion: motion).arrows.first?.grown == 1)
        #expect(marks.annotations(at: 3.5, motion: motion).arrows.first?.shown == 1)
        let fading = marks.annotations(at: 3.9, motion: motion).arrows.first?.shown ?? 0
        #expect(fading > 0 && fading < 1)
        #expect(marks.annotations(at: 4, motion: motion).arrows.isEmpty)
        // A pure function of t: the same instant twice, or after others, is the same marks.
        #expect(marks.annotations(at: 2.13, motion: motion) == marks.annotations(at: 2.13, motion: motion))
    }

    @Test func aCircleFadesInAndStaysToTheEndWithoutUntil() {
        let marks = [TimedAnnotation(.circle(.init(square: .d5, color: .blue)), appears: 1)]
        let motion = BoardMotion.standard
        let early = marks.annotations(at: 1.05, motion: motion).circles.first?.shown ?? 0
        #expect(early > 0 && early < 1)
        #expect(marks.annotations(at: 30, motion: motion).circles.first?.shown == 1)
    }
}
