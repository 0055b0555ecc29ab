import BoardKit
import ChessCore
import ChessMotionSupport
import MotionKit

extension GameScene {
    /// What this game resolves to, for the kit page (`Web/scenes/game.js`): the frame, the
    /// timing, the board's plan (every ply resolved by ChessCore into piece tracks, with the
    /// board's spring), the player bars' words, the clocks as the file gives them, and for each
    /// ply the badge the scene draws (its words, its colour, the square it stands by) and its
    /// comment; the result's words and instant. The page does the arithmetic the scene does
    /// at t (the clocks running down, the fades); it never reads PGN or knows a rule.
    package func kitPlanJSON(title: String) -> JSONValue {
        var plan = JSONObject()
        plan["version"] = .number(String(Self.kitPlanVersion))
        plan["kind"] = .string("game")
        plan["name"] = .string(title)
        plan["box"] = .array([.number(box.width), .number(box.height)])
        plan["duration"] = .number(duration)
        plan["still"] = .number(stillTime)
        plan["speed"] = .number(speed)
        plan["barHeight"] = .number(Self.barHeight)
        plan["orientation"] = .string(orientation.description)
        plan["showsComments"] = .bool(showsComments)
        plan["board"] = .object(JSONObject([
            "origin": .array([.number(boardRect.minX), .number(boardRect.minY)]),
            "side": .number(Self.width / 8),
            "motion": .object(JSONObject(["frequency": .number(motion.frequency), "damping": .number(motion.damping)])),
            "plan": timeline.planJSON(motion: motion),
        ]))
        plan["players"] = .object(JSONObject(uniquePairs: Side.allCases.map { side in
            let who = player(side)
            return (side.description, .object(JSONObject([
                "name": .string(who.name), "title": who.title.map { .string($0) } ?? .null,
                "rating": who.rating.map { .string($0) } ?? .null,
            ])))
        }))
        plan["finalSideToMove"] = .string(timeline.final.sideToMove.description)
        plan["clocks"] = clocks.isKnown ? clocksJSON : .null
        plan["plies"] = .array(timeline.steps.indices.map(plyJSON))
        plan["result"] = resultText.map { text in
            .object(JSONObject(["text": .string(text), "at": .number(resultTime)]))
        } ?? .null
        return .object(plan)
    }

    /// Bumped when a field changes meaning; the page refuses a plan of another version.
    package static let kitPlanVersion = 1

    /// "White – Black" as the bars name them: the game's name in the kit page's menu.
    package var playersTitle: String { "\(player(.white).name) \u{2013} \(player(.black).name)" }

    private var clocksJSON: JSONValue {
        .object(JSONObject([
            "initial": .object(JSONObject(uniquePairs: Side.allCases.compactMap { side in
                clocks.initial[side].map { (side.description, JSONValue.number($0)) }
            })),
            "increment": .number(clocks.increment),
            "after": .array(clocks.after.map { entry in
                .object(JSONObject(["side": .string(entry.side.description), "clock": entry.clock.map { .number($0) } ?? .null]))
            }),
        ]))
    }

    private func plyJSON(_ index: Int) -> JSONValue {
        let step = timeline.steps[index]
        let ply = game.plies.indices.contains(index) ? game.plies[index] : nil
        let glyph = ply?.moveGlyph
        // The square the badge stands by: where the piece lands, or the mover's king for a pass.
        let square = step.move.isNull ? step.before.kingSquare(of: step.before.sideToMove) : step.effects.to
        return .object(JSONObject([
            "badge": .string(step.san + (glyph ?? "")),
            "glyph": glyph.map { .string($0) } ?? .null,
            "color": .string(Self.glyphColor(glyph).hexString),
            "square": .string(square.name),
            "comment": .string(ply?.comment ?? ""),
        ]))
    }
}

extension JSONObject {
    /// Members from pairs whose keys are known to differ (the two sides).
    init(uniquePairs pairs: [(String, JSONValue)]) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }
}
