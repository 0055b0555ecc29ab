import Synchronization
import Testing
import ChessMotionSupport

@Suite("Concurrent parts: every part once, results in part order")
struct ConcurrentPartsTests {
    enum Refusal: Error, Equatable { case part(Int) }

    @Test func everyPartRunsOnceAndComesBackInOrder() throws {
        let runs = Mutex([Int](repeating: 0, count: 9))
        let results = ConcurrentParts.results(9) { part in
            runs.withLock { $0[part] += 1 }
            return part * part
        }
        #expect(results == (0..<9).map { $0 * $0 })
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 9))
    }

    @Test func theFirstFailingPartsErrorIsThrown() {
        #expect(throws: Refusal.part(2)) {
            _ = try ConcurrentParts.results(6) { (part) throws(Refusal) -> Int in
                if part == 2 || part == 4 { throw .part(part) }
                return part
            }
        }
    }

    @Test(arguments: [(0, 2), (1, 2), (7, 2), (78, 2), (10, 3)])
    func rangesCoverTheCountInOrder(count: Int, parts: Int) {
        let ranges = ConcurrentParts.ranges(of: count, parts: parts)
        #expect(ranges.count == parts)
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(ranges.map(\.count).max()! - ranges.map(\.count).min()! <= 1)
    }
}
