import BoardKit
import Foundation
import TestSupport
import Testing

/// The rule of the kit's plans: every kind the tool writes (an intro, a script, a game, and the
/// board plan each of them holds) carries the one version, `KitPlan.version`, and reads back —
/// through the page's own readers in `Web/` — with the fields the page draws from.
@Suite("chess-motion kit: every plan carries the one version and reads back in the page")
struct KitPlanVersionTests {
    /// The plans `kit FILE` wrote, by kind ("intro", "script", "game"), with their files.
    func plans(_ file: String) throws -> [String: (json: [String: Any], file: URL)] {
        let folder = try TemporaryFolder().url.appendingPathComponent("kit")
        let result = try ToolRunner.run(["kit", Fixtures.repositoryRoot.appendingPathComponent(file).path, "-o", folder.path])
        try #require(result.status == 0, "\(result.stderr)")
        var plans: [String: (json: [String: Any], file: URL)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("plans").path) {
            let url = folder.appendingPathComponent("plans/\(name)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            plans[try #require(json["kind"] as? String, "\(name) has no kind")] = (json, url)
        }
        return plans
    }

    /// The board plan inside a scene's plan: an intro holds it as `board`, a script and a game as `board.plan`.
    func boardPlan(_ plan: [String: Any]) -> [String: Any]? {
        let board = plan["board"] as? [String: Any]
        return board?["plan"] as? [String: Any] ?? board
    }

    @Test func everyKindCarriesTheOneVersion() throws {
        let written = try plans("Examples/Scenes/castling.scene").merging(plans("Examples/Games/lichess-clocks.pgn")) { a, _ in a }
        #expect(Set(written.keys) == ["intro", "script", "game"])
        for (kind, plan) in written {
            #expect(plan.json["version"] as? Int == KitPlan.version, "\(kind) plan's version")
            let board = try #require(boardPlan(plan.json), "\(kind) plan's board")
            #expect(board["version"] as? Int == KitPlan.version, "\(kind) plan's board plan's version")
            let ranges = try #require(board["motionRanges"] as? [String: [Double]])
            #expect(ranges["frequency"] == [BoardMotion.frequencyRange.lowerBound, BoardMotion.frequencyRange.upperBound])
            #expect(ranges["damping"] == [BoardMotion.dampingRange.lowerBound, BoardMotion.dampingRange.upperBound])
        }
        // The page checks the same number: board.js's PLAN_VERSION is this side's.
        let board = try Fixtures.text("Web/board.js")
        #expect(board.contains("export const PLAN_VERSION = \(KitPlan.version);"))
    }

    /// Each plan through the reader the page uses for its kind; what they read is printed back
    /// and compared with what the plan says.
    @Test(.requires(.node)) func everyKindReadsBackThroughThePagesReaders() throws {
        let written = try plans("Examples/Scenes/castling.scene").merging(plans("Examples/Games/lichess-clocks.pgn")) { a, _ in a }
        let web = Fixtures.url("Web")
        let reader = """
        import { readFileSync } from "node:fs";
        import { readIntroPlan } from "\(web.appendingPathComponent("scenes/bots.js").absoluteString)";
        import { readGamePlan } from "\(web.appendingPathComponent("scenes/game.js").absoluteString)";
        import { defineScript } from "\(web.appendingPathComponent("scenes/script.js").absoluteString)";
        import { BoardMotion } from "\(web.appendingPathComponent("board.js").absoluteString)";
        const [kind, file] = process.argv.slice(2);
        const json = JSON.parse(readFileSync(file, "utf8"));
        const board = kind === "intro" ? readIntroPlan(json).board : kind === "game" ? readGamePlan(json).board.plan : defineScript("s", json).boardPlan;
        const motion = BoardMotion.of(board, 1e9, -1);
        console.log(JSON.stringify({ version: json.version, steps: board.steps.map((s) => s.san), tracks: board.tracks.length,
          fades: board.fades, clamped: [motion.frequency, motion.damping], arrival: BoardMotion.of(board).arrivalDuration, motion: board.motion }));
        """
        let script = try TemporaryFolder().url.appendingPathComponent("read-plan.mjs")
        try Data(reader.utf8).write(to: script)
        let node = try ExternalTool.node.require()
        for (kind, plan) in written {
            let run = try ProcessRunner(node).run([script.path, kind, plan.file.path])
            try #require(run.status == 0, "\(kind): the page refused the plan: \(run.stderr)")
            let read = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let board = try #require(boardPlan(plan.json))
            let motion = try #require(board["motion"] as? [String: Double])
            #expect(read["version"] as? Int == KitPlan.version)
            #expect(read["steps"] as? [String] == (board["steps"] as? [[String: Any]])?.compactMap { $0["san"] as? String })
            #expect((read["steps"] as? [String])?.isEmpty == false, "\(kind): a plan with moves")
            #expect(read["tracks"] as? Int == (board["tracks"] as? [Any])?.count)
            #expect(read["fades"] as? [String: Double] == ["captureStart": BoardFades.captureStart, "promotionStart": BoardFades.promotionStart])
            // The page clamps a wild tuning to BoardMotion's ranges, read from the plan.
            #expect(read["clamped"] as? [Double] == [BoardMotion.frequencyRange.upperBound, BoardMotion.dampingRange.lowerBound])
            // And computes the Swift side's arrival from the plan's spring.
            let arrival = try #require(read["arrival"] as? Double)
            #expect(abs(arrival - (motion["arrival"] ?? .nan)) < 1e-12, "\(kind): arrival \(arrival) against \(motion)")
        }
    }
}
