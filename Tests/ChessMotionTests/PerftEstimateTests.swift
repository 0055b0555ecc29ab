import ChessCore
import ChessMotion
import ChessMotionTool
import Testing

/// Issue 15, item 8: `perft startpos 10` ran for two days without a word.
@Suite("Estimating a perft count before running it")
struct PerftEstimateTests {
    /// Depth 5 from the start is 4865609 leaves, 24.66 times depth 4's 197281: extrapolated
    /// five plies, about 4.4e13 (the published depth-10 figure is 6.9e13).
    @Test func theTreeGrowsByTheMeasuredBranchingFactor() {
        let estimate = PerftEstimate(depth: 10, measuredDepth: 5, measuredNodes: 4_865_609,
                                     branching: 4_865_609.0 / 197_281.0, nodesPerSecond: 1e8)
        #expect(estimate.nodes > 1e13 && estimate.nodes < 1e14)
        #expect(estimate.isTooLong)
        #expect(estimate.refusal.contains("perft depth 10 would count about 4.4e13 nodes: about 5 days"), "\(estimate.refusal)")
        #expect(estimate.refusal.contains("--force"))
        let shallow = PerftEstimate(depth: 6, measuredDepth: 5, measuredNodes: 4_865_609, branching: 24.66, nodesPerSecond: 1e8)
        #expect(!shallow.isTooLong && shallow.seconds < 2)
    }

    @Test func measuringStopsBeforeTheAskedDepth() throws {
        let estimate = PerftEstimate.measure(.start, depth: 4)
        // Measured at most depth 3 (8902 leaves), extrapolated one ply or more to 197281's order.
        #expect(estimate.nodes > 50_000 && estimate.nodes < 1_000_000, "\(estimate.nodes)")
        #expect(estimate.nodesPerSecond > 0)
    }

    @Test func aPositionWithNoMovesCostsNothing() throws {
        let mate = try Position(fen: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        let estimate = PerftEstimate.measure(mate, depth: 9)
        #expect(estimate.nodes == 0 && estimate.seconds == 0 && !estimate.isTooLong)
    }

    @Test func durationsAndCountsReadAsPeopleSayThem() {
        #expect(PerftEstimate.duration(2 * 86_400) == "about 2 days")
        #expect(PerftEstimate.duration(5400) == "about 2 hours")
        #expect(PerftEstimate.duration(3) == "a few seconds")
        #expect(PerftEstimate.count(6.9e13) == "6.9e13")
        #expect(PerftEstimate.count(8902) == "8902")
    }

    @Test func progressIsReportedAfterEveryFirstMove() {
        var reports: [(Int, Int, UInt64)] = []
        let rows = PerftRun.divide(.start, depth: 3) { reports.append(($0, $1, $2)) }
        #expect(rows.count == 20 && rows.reduce(0) { $0 + $1.nodes } == 8902)
        #expect(reports.count == 20 && reports.last?.0 == 20 && reports.last?.1 == 20 && reports.last?.2 == 8902)
    }

    /// The tool's divide is ChessCore's: the same rows in the same order, Kiwipete included
    /// (castling, en passant and promotions among the first moves' subtrees).
    @Test func theToolsDivideIsChessCoresDivide() throws {
        let kiwipete = try Position(fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        for position in [Position.start, kiwipete] {
            let tool = PerftRun.divide(position, depth: 2)
            let core = position.divide(2)
            #expect(tool.map(\.move) == core.map(\.move) && tool.map(\.nodes) == core.map(\.nodes))
            #expect(tool.reduce(0) { $0 + $1.nodes } == position.perft(2))
        }
    }
}
