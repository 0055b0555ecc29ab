@testable import BoardKit
import ChessMotionSupport
import MotionKit
import TestSupport
import Testing

/// The board's tuning range is a product choice inside the spring's one domain.
@Suite struct BoardMotionDomainTests {
    @Test func theBoardsRangeLiesInsideTheSpringsDomain() throws {
        #expect(Spring.isValidDamping(BoardMotion.dampingRange.lowerBound) && Spring.isValidDamping(BoardMotion.dampingRange.upperBound))
        #expect(Spring.isValidFrequency(BoardMotion.frequencyRange.lowerBound))
        for damping in [-1, 0, 1, 5, Double.nan] {
            let motion = BoardMotion(frequency: 14, damping: damping)
            #expect(throws: Never.self) { try Spring(validating: motion.frequency, damping: motion.damping) }
        }
    }
}

/// The board plan carries BoardMotion's ranges, so the kit page (`Web/board.js`, the sliders of
/// `Web/kit.html`) clamps and bounds a tuned spring with this side's numbers; `Web/test/board.test.js`
/// holds the page to having none of its own.
@Suite struct BoardPlanRangesTests {
    @Test func thePlanCarriesTheBoardsRanges() throws {
        let plan = try JSONWriter.value(BoardPlan(try SpecialMove.capture.timeline()))
        guard case let .object(object) = plan, case let .object(ranges)? = object["motionRanges"] else {
            Issue.record("no motionRanges in \(plan)")
            return
        }
        func pair(_ range: ClosedRange<Double>) -> JSONValue { .array([.number("\(range.lowerBound)"), .number("\(range.upperBound)")]) }
        #expect(ranges["frequency"] == pair(BoardMotion.frequencyRange))
        #expect(ranges["damping"] == pair(BoardMotion.dampingRange))
        #expect(object["version"] == .number("\(KitPlan.version)"))
    }

    @Test func thePageHoldsNoRangeOfItsOwn() throws {
        let board = try Fixtures.text("Web/board.js")
        #expect(!board.contains("[2, 80]") && !board.contains("[0.1, 0.95]") && !board.contains("Range = ["))
        #expect(board.contains("plan.motionRanges"))
        let page = try Fixtures.text("Web/kit.html")
        #expect(!page.contains("min=\"0.1\"") && !page.contains("max=\"0.95\"") && !page.contains("min=\"2\""))
    }
}
