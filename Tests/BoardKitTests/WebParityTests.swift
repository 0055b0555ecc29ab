@testable import BoardKit
import ChessCore
import ChessMotionSupport
import Foundation
import MotionKit
import TestSupport
import Testing

/// The kit's browser half (`Web/motion.js`, `Web/board.js`) against this side, number for
/// number: this test computes a reference from MotionKit's and BoardKit's own code — the five
/// curves on a dense grid, the spring's facts, the board's spring instants, live playback, and
/// board plans evaluated at many instants — writes it as JSON and runs node's test runner over
/// `Web/test/`, which holds the JavaScript to 1e-12. Written at test time, so a change on
/// either side fails here.
@Suite("motion.js against MotionKit and BoardKit (node --test)")
struct WebParityTests {
    @Test(.requires(.node)) func theBrowserHalfComputesWhatTheSwiftHalfComputes() throws {
        let node = try ExternalTool.node.require()
        let folder = try TemporaryFolder()
        let reference = folder.appendingPathComponent("reference.json")
        try Data(try Self.reference().formatted().utf8).write(to: reference)

        let environment = ProcessInfo.processInfo.environment.merging(["MOTION_REFERENCE": reference.path]) { $1 }
        let run = try ProcessRunner(node, environment: environment).run(["--test", Fixtures.url("Web/test").path])
        let text = run.stdout + run.stderr
        #expect(run.status == 0, "node --test Web/test failed:\n\(Self.failures(in: text))")
        // Every test ran against the reference: none failed, none skipped for want of it.
        #expect(text.contains("\n# fail 0") && text.contains("\n# skipped 0"), "\(text.suffix(600))")
        let passed = text.split(separator: "\n").first { $0.hasPrefix("# pass ") }.flatMap { Int($0.dropFirst("# pass ".count)) } ?? 0
        #expect(passed >= 13, "only \(passed) node tests passed: \(text.suffix(300))")
    }

    /// The failing subtests of node's TAP output, with their messages, for a readable failure.
    static func failures(in tap: String) -> String {
        let lines = tap.split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("not ok") {
            kept += lines[index..<min(lines.count, index + 14)]
        }
        return kept.isEmpty ? String(tap.suffix(2000)) : kept.joined(separator: "\n")
    }

    // MARK: The reference

    /// A number as Swift prints it, as the plans are written (`JSONWriter`); not finite: null.
    static func number(_ value: Double) -> JSONValue { value.isFinite ? .number("\(value)") : .null }
    static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(number)) }
    static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }

    static func reference() throws -> JSONValue {
        // x from -0.5 to 6 in steps of 1/512 and a few awkward points: before release, at it, tiny.
        let grid = (0...3328).map { -0.5 + Double($0) / 512 } + [0, 1e-9, Double.leastNonzeroMagnitude, 1e-300]
        let springs: [(Double, Double)] = [(14, 0.78), (9, 0.78), (16, 0.78), (30, 0.78), (2, 0.1), (80, 0.95), (22, 0.3), (11, 0.5)]
        var spring: [JSONValue] = [object(["defaults": .bool(true), "w": number(14), "damping": number(0.78),
                                           "x": numbers(grid), "value": numbers(grid.map { M.spring($0) })])]
        for (w, z) in springs {
            spring.append(object(["defaults": .bool(false), "w": number(w), "damping": number(z),
                                  "x": numbers(grid), "value": numbers(grid.map { M.spring($0, w: w, damping: z) })]))
        }
        let fine = (0...800).map { -1 + Double($0) / 100 }
        let smooth: [JSONValue] = [(0.0, 0.25), (5.4, 5.9), (2.75, 3.2), (1, 1.0000001)].map { a, b in
            object(["a": number(a), "b": number(b), "x": numbers(fine), "value": numbers(fine.map { M.smooth(a, b, $0) })])
        }
        let bump: [JSONValue] = [(1.35, nil, nil), (3.45, 0.18, 26.0), (1.35, 0.18, 24.0)].map { (c: Double, len: Double?, w: Double?) in
            let values = fine.map { t in len.map { M.bump(t, c, len: $0, w: w ?? M.bumpFrequency) } ?? M.bump(t, c) }
            return object(["defaults": .bool(len == nil), "c": number(c), "len": len.map(number) ?? .null, "w": w.map(number) ?? .null,
                           "t": numbers(fine), "value": numbers(values)])
        }
        let clamp: [JSONValue] = [-2.0, -0.0, 0.3, 1, 7.5].flatMap { v in
            [object(["defaults": .bool(true), "v": number(v), "value": number(M.clamp(v))]),
             object(["defaults": .bool(false), "v": number(v), "a": number(-1), "b": number(2.5), "value": number(M.clamp(v, -1, 2.5))])]
        }
        let lerp: [JSONValue] = [(62.0, 180.0, 0.3), (0.55, 1, 1.07), (-3, 3, -0.2)].map { a, b, k in
            object(["a": number(a), "b": number(b), "k": number(k), "value": number(M.lerp(a, b, k))])
        }
        let facts: [JSONValue] = (springs + [(14, 0.05), (40, 0.9)]).map { w, z in
            let s = Spring(frequency: w, damping: z)
            return object(["w": number(w), "damping": number(z), "dampedFrequency": number(s.dampedFrequency),
                           "peakTime": number(s.peak.time), "overshoot": number(s.peak.overshoot),
                           "settle": number(s.settleTime()), "settleBoard": number(s.settleTime(tolerance: 1e-4))])
        }
        let boardMotion: [JSONValue] = [(14.0, 0.78), (9, 0.4), (1, 0.99), (200, 0.05), (30, 0.95)].map { f, z in
            let m = BoardMotion(frequency: f, damping: z)
            return object(["requested": object(["frequency": number(f), "damping": number(z)]),
                           "frequency": number(m.frequency), "damping": number(m.damping),
                           "arrivalDuration": number(m.arrivalDuration), "settleDuration": number(m.settleDuration),
                           "springSettleDuration": number(m.springSettleDuration), "checkFadeDuration": number(m.checkFadeDuration)])
        }
        let elapsed = (0...1300).map { Double($0) / 100 } + [-1]
        let playback: [JSONValue] = [(6.0, 4.6, 1.2, 2), (6, 4.4, 1, 2), (9, 7.6, 1, 2), (6, 0, 0.5, 1), (3, 3, 2, 3)].map { d, s, v, n in
            let timeline = PlaybackTimeline(duration: d, stillTime: s, speed: v, loops: n)
            return object(["duration": number(d), "still": number(s), "speed": number(v), "loops": .number(String(n)),
                           "elapsed": numbers(elapsed), "live": numbers(elapsed.map { timeline.sceneTime(.live, elapsed: $0) }),
                           "resting": .array(elapsed.map { .bool(timeline.isResting(elapsed: $0)) })])
        }
        return object([
            "standard": object(["frequency": number(Spring.standard.frequency), "damping": number(Spring.standard.damping),
                                "bumpLength": number(M.bumpLength), "bumpFrequency": number(M.bumpFrequency),
                                "restTolerance": number(Spring.restTolerance), "settledTolerance": number(Spring.settledTolerance),
                                "boardSettleTolerance": number(BoardMotion.settleTolerance)]),
            "spring": .array(spring), "smooth": .array(smooth), "bump": .array(bump), "clamp": .array(clamp), "lerp": .array(lerp),
            "facts": .array(facts), "boardMotion": .array(boardMotion), "playback": .array(playback),
            "plans": .array(try plans()),
            "marks": .array(try marks()),
            "checkGlow": .array(BoardPicture.checkGlow.map { object(["offset": number($0.offset), "alpha": number($0.alpha)]) }),
        ])
    }

    /// Timed marks — straight and knight arrows (one from each end of the L), a circle and a fill
    /// that stay, one too short for its fades — on two springs and both orientations, each with
    /// its state and, for an arrow, its outline's corners at instants across its life.
    static func marks() throws -> [JSONValue] {
        let marks: [TimedAnnotation] = [
            TimedAnnotation(.arrow(.init(from: .e2, to: .e4)), appears: 0.5, disappears: 2.5),
            TimedAnnotation(.arrow(.init(from: .g1, to: .f3, color: .red)), appears: 0.8, disappears: 2.2),
            TimedAnnotation(.arrow(.init(from: .b8, to: .d7, color: .theme(.check))), appears: 1.0),
            TimedAnnotation(.arrow(.init(from: .a1, to: .h8, color: .custom(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)))),
                            appears: 0.2, disappears: 0.5),
            TimedAnnotation(.circle(.init(square: .d5, color: .blue)), appears: 0.3),
            TimedAnnotation(.fill(.init(square: .e4, color: .yellow)), appears: 1.2, disappears: 2.0),
            TimedAnnotation(.arrow(.init(from: .c1, to: .b3, color: .blue)), appears: 0.5, disappears: 1.4, held: true),
            TimedAnnotation(.circle(.init(square: .h7, color: .green)), appears: 1.4, held: true),
        ]
        let timeline = try BoardTimeline(san: [("e4", 0.5), ("Nf6", 1.4)])
        var cases: [JSONValue] = []
        for motion in [BoardMotion.standard, BoardMotion(frequency: 7, damping: 0.35)] {
            for orientation in [Side.white, .black] {
                let geometry = BoardGeometry(origin: Point(5, 7), side: 40, orientation: orientation)
                let instants = (0...120).map { Double($0) / 40 } + [0.5, 2.5, 2.2, 0.2 + 1e-9]
                let frames: [JSONValue] = instants.map { t in
                    object(["t": number(t), "marks": .array(marks.map { mark in
                        guard let state = mark.state(at: t, motion: motion) else { return .null }
                        switch state {
                        case let .arrow(arrow):
                            let corners: [JSONValue] = arrow.outline(on: geometry, grown: arrow.grown).elements.compactMap { element in
                                switch element {
                                case let .move(p), let .line(p): .array([number(p.x), number(p.y)])
                                default: nil
                                }
                            }
                            return object(["grown": number(arrow.grown), "shown": number(arrow.shown), "outline": .array(corners)])
                        case let .circle(circle), let .fill(circle):
                            return object(["grown": number(1), "shown": number(circle.shown), "outline": .null])
                        }
                    })])
                }
                cases.append(object([
                    "name": .string("marks (w \(motion.frequency), z \(motion.damping), \(orientation))"),
                    "plan": try JSONWriter.value(BoardPlan(timeline, motion: motion, marks: marks)),
                    "geometry": object(["x": number(5), "y": number(7), "side": number(40), "orientation": .string(orientation.description)]),
                    "frames": .array(frames),
                ]))
            }
        }
        return cases
    }

    /// Timelines with every kind of move (captures, both castlings, en passant, promotions,
    /// checks, a check at the start) on the standard spring and a slow bouncy one, each with
    /// the picture BoardKit draws at instants across every move.
    static func plans() throws -> [JSONValue] {
        var timelines: [(String, BoardTimeline)] = []
        for special in [SpecialMove.capture, .kingsideCastling, .queensideCastling, .enPassant, .promotion("N"), .capturingPromotion] {
            timelines.append((special.name, try special.timeline()))
        }
        timelines.append(("scholars-mate", try BoardTimeline(san: [("e4", 1), ("e5", 1.9), ("Bc4", 2.8), ("Nc6", 3.7),
                                                                   ("Qh5", 4.6), ("Nf6", 5.5), ("Qxf7#", 6.4)])))
        timelines.append(("start-in-check", try BoardTimeline(fen: "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", moves: [TimedMove(san: "Kf1", at: 0.5)])))
        var plans: [JSONValue] = []
        for (name, timeline) in timelines {
            for motion in [BoardMotion.standard, BoardMotion(frequency: 7, damping: 0.35)] {
                let end = max(1, timeline.restTime(motion: motion) + 0.3)
                let instants = (0...Int(end * 40)).map { Double($0) / 40 } + timeline.steps.map(\.instant)
                let frames: [JSONValue] = instants.map { t in
                    let picture = timeline.picture(at: t, motion: motion)
                    return object([
                        "t": number(t),
                        "lastMove": picture.lastMove.map { .array([.string($0.from.name), .string($0.to.name)]) } ?? .null,
                        "check": picture.check.map { object(["square": .string($0.square.name), "strength": number($0.strength)]) } ?? .null,
                        "pieces": .array(picture.pieces.map { p in
                            object(["piece": .string(p.piece.assetName), "file": number(p.file), "rank": number(p.rank), "opacity": number(p.opacity)])
                        }),
                    ])
                }
                plans.append(object(["name": .string("\(name) (w \(motion.frequency), z \(motion.damping))"),
                                     "plan": try JSONWriter.value(BoardPlan(timeline, motion: motion)), "frames": .array(frames)]))
            }
        }
        return plans
    }
}
