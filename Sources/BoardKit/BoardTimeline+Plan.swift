import ChessCore
import ChessMotionSupport
import MotionKit

extension BoardTimeline {
    /// What this timeline resolves to, as data for the kit's browser half (`Web/board.js`): the
    /// start, each move's squares, instant and check mark, the fades' fractions (`BoardFades`),
    /// and every piece's track — its hops
    /// (the castling rook's hop included), the capture that removes it and the promotion that
    /// changes it. ChessCore decided all of it when the timeline was built; the page only
    /// evaluates the tracks at t with the board's spring, so no chess rule is written twice.
    /// `motion`'s derived instants are written too, so a test can hold the page's arithmetic
    /// to this side's.
    package func planJSON(motion: BoardMotion = .standard) -> JSONValue {
        let startCheck = start.isCheck ? JSONValue.string(start.kingSquare(of: start.sideToMove).name) : .null
        var plan = JSONObject()
        plan["version"] = .number(String(Self.planVersion))
        plan["start"] = .object(JSONObject(["fen": .string(start.fen), "check": startCheck]))
        plan["motion"] = .object(JSONObject([
            "frequency": .number(motion.frequency),
            "damping": .number(motion.damping),
            "arrival": .number(motion.arrivalDuration),
            "settle": .number(motion.settleDuration),
            "springSettle": .number(motion.springSettleDuration),
            "checkFade": .number(motion.checkFadeDuration),
        ]))
        // The fades' fractions of the arrival (BoardFades), so the page has no copy of its own.
        plan["fades"] = .object(JSONObject([
            "captureStart": .number(BoardFades.captureStart),
            "promotionStart": .number(BoardFades.promotionStart),
        ]))
        plan["restTime"] = steps.isEmpty ? .null : .number(restTime(motion: motion))
        plan["steps"] = .array(steps.map(Self.stepJSON))
        plan["tracks"] = .array(tracks.map(\.planJSON))
        return .object(plan)
    }

    /// Bumped when a field changes meaning; the page refuses a plan of another version.
    package static let planVersion = 1

    private static func stepJSON(_ step: Step) -> JSONValue {
        let effects = step.effects
        let after = step.after
        var object = JSONObject()
        object["instant"] = .number(step.instant)
        object["san"] = .string(step.san)
        object["from"] = .string(step.move.from.name)
        object["to"] = .string(step.move.to.name)
        object["side"] = .string(step.before.sideToMove.description)
        object["moveNumber"] = .number(String(step.before.fullmoveNumber))
        object["capture"] = effects.captured.map { .string($0.square.name) } ?? .null
        object["rook"] = effects.rookMove.map { .object(JSONObject(["from": .string($0.from.name), "to": .string($0.to.name)])) } ?? .null
        object["promotion"] = effects.promotion.map { .string($0.assetName) } ?? .null
        object["check"] = after.isCheck ? .string(after.kingSquare(of: after.sideToMove).name) : .null
        object["mate"] = .bool(effects.isCheckmate)
        return .object(object)
    }
}

extension PieceTrack {
    var planJSON: JSONValue {
        var object = JSONObject()
        object["piece"] = .string(piece.assetName)
        object["square"] = .string(square.name)
        object["hops"] = .array(hops.map { hop in
            .object(JSONObject(["from": .string(hop.from.name), "to": .string(hop.to.name), "instant": .number(hop.instant)]))
        })
        object["captured"] = capturedAt.map { .number($0) } ?? .null
        object["promotion"] = promotion.map { .object(JSONObject(["piece": .string($0.piece.assetName), "instant": .number($0.instant)])) } ?? .null
        return .object(object)
    }
}

extension JSONValue {
    /// A number as Swift prints it: the shortest text that reads back as the same Double, so
    /// the page computes with exactly this side's value. Not finite (never in a valid plan): null.
    package static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number("\(value)") : .null
    }
}
