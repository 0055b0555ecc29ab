@testable import BoardKit
import ChessMotionSupport
import Foundation
import TestSupport
import Testing

/// The capture and promotion fades start at one fraction each of the arrival (`BoardFades`):
/// the picture fades from exactly there, the board plan carries the fractions, and the kit page
/// draws with the plan's (WebParityTests runs the page against this side).
@Suite struct BoardFadesTests {
    static let motion = BoardMotion.standard

    @Test func aCapturedPieceStartsFadingAtItsFraction() throws {
        let timeline = try SpecialMove.capture.timeline()
        let track = try #require(timeline.tracks.first { $0.capturedAt != nil })
        let start = try #require(track.capturedAt) + BoardFades.captureStart * Self.motion.arrivalDuration
        #expect(track.state(at: start, motion: Self.motion)?.placed.first?.opacity == 1)
        let after = try #require(track.state(at: start + 0.01, motion: Self.motion)?.placed.first?.opacity)
        #expect(after < 1 && after > 0)
    }

    @Test func aPromotionStartsChangingAtItsFraction() throws {
        let timeline = try SpecialMove.promotion("N").timeline()
        let track = try #require(timeline.tracks.first { $0.promotion != nil })
        let start = try #require(track.promotion).instant + BoardFades.promotionStart * Self.motion.arrivalDuration
        #expect(track.state(at: start, motion: Self.motion)?.placed.count == 1)
        #expect(track.state(at: start + 0.01, motion: Self.motion)?.placed.count == 2)
    }

    @Test func thePlanCarriesTheFractions() throws {
        let plan = try JSONWriter.value(BoardPlan(try SpecialMove.capture.timeline()))
        guard case let .object(object) = plan, case let .object(fades)? = object["fades"] else {
            Issue.record("no fades in \(plan)")
            return
        }
        #expect(fades["captureStart"] == .number("\(BoardFades.captureStart)"))
        #expect(fades["promotionStart"] == .number("\(BoardFades.promotionStart)"))
    }

    /// The page reads the fractions from the plan: no arrival fraction of its own.
    @Test func thePageHasNoFractionOfItsOwn() throws {
        let board = try Fixtures.text("Web/board.js")
        #expect(board.contains("fades.captureStart * arrival") && board.contains("fades.promotionStart * arrival"))
        #expect(!board.contains("0.35 * arrival") && !board.contains("0.5 * arrival"))
    }
}
