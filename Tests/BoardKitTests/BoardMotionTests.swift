import BoardKit
import MotionKit
import Testing

@Suite("Board motion")
struct BoardMotionTests {
    @Test func piecesTravelOnTheKitsStandardSpring() {
        #expect(BoardMotion.standard.spring == Spring.standard)
        #expect(BoardMotion(frequency: .nan, damping: .infinity).spring == Spring.standard, "a bad value falls back to the standard")
        let quick = BoardMotion(frequency: 30, damping: 0.6)
        for step in 1...20 {
            let t = 1 + Double(step) * 0.01
            #expect(quick.progress(since: 1, at: t) == Spring(frequency: 30, damping: 0.6).value(at: t - 1))
        }
    }
}
