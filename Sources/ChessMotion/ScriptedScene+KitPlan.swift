import BoardKit
import ChessMotionSupport
import MotionKit
import SceneScripts

extension ScriptedScene {
    /// What the script resolves to, for the kit page (`Web/scenes/script.js`): its timing and
    /// fades, the board's place and spring, the board's plan (every move resolved by ChessCore
    /// into piece tracks, highlights and check marks) and the captions with their places. The
    /// page draws this; it never reads the script or checks a move.
    package var kitPlanJSON: JSONValue {
        var board = JSONObject()
        let origin = script.board.origin(in: box)
        board["origin"] = .array([.number(origin.x), .number(origin.y)])
        board["side"] = .number(script.board.side)
        board["orientation"] = .string(script.orientation.description)
        board["coordinates"] = .bool(script.coordinates)
        board["motion"] = .object(JSONObject(["frequency": .number(motion.frequency), "damping": .number(motion.damping)]))
        board["plan"] = timeline.planJSON(motion: motion)

        var plan = JSONObject()
        plan["version"] = .number(String(Self.kitPlanVersion))
        plan["kind"] = .string("script")
        plan["name"] = .string(script.name)
        plan["duration"] = .number(script.duration)
        plan["still"] = .number(script.stillTime)
        plan["speed"] = .number(script.speed)
        plan["fadeIn"] = .array([.number(script.fadeIn.start), .number(script.fadeIn.end)])
        plan["fadeOut"] = .array([.number(script.fadeOut.start), .number(script.fadeOut.end)])
        plan["theme"] = script.theme.map { .string($0) } ?? .null
        plan["pieces"] = script.pieces.map { .string($0) } ?? .null
        plan["mainSpringRole"] = mainSpring.map { .string($0.role) } ?? .null
        plan["board"] = .object(board)
        plan["captions"] = .array(script.captions.map { caption in
            let center = caption.center(in: box)
            return .object(JSONObject([
                "start": .number(caption.span.start), "end": .number(caption.span.end), "text": .string(caption.text),
                "x": .number(center.x), "y": .number(center.y), "size": .number(caption.size),
                "fade": .number(caption.fadeLength),
            ]))
        })
        return .object(plan)
    }

    /// Bumped when a field changes meaning; the page refuses a plan of another version.
    package static let kitPlanVersion = 1
}
