import BoardKit
import MotionKit
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
