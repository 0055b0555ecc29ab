import ChessCore
import Foundation
import TestSupport
import Testing

var deepPerft: Bool {
    #if DEBUG
    ProcessInfo.processInfo.environment["CHESSCORE_DEEP_PERFT"] != nil
    #else
    true
    #endif
}

@Suite struct PerftTests {
    @Test(arguments: PerftCase.suite)
    func shallow(_ test: PerftCase) throws {
        let position = try Position(fen: test.fen)
        for depth in 1...test.quickDepth {
            #expect(position.perft(depth) == test.nodes[depth - 1], "\(test.name) depth \(depth)")
        }
    }

    @Test(.enabled(if: deepPerft), arguments: PerftCase.suite)
    func deep(_ test: PerftCase) throws {
        let position = try Position(fen: test.fen)
        let depth = test.nodes.count
        #expect(position.perft(depth) == test.nodes[depth - 1], "\(test.name) depth \(depth)")
    }

    @Test func trickyPositionsShallow() throws {
        for (fen, _, _, depth3) in PerftCase.tricky {
            let position = try Position(fen: fen)
            // Depth 1 against the full move list: counting and listing must agree.
            #expect(position.perft(1) == UInt64(position.legalMoves.count), "\(fen)")
            #expect(position.perft(3) == depth3, "\(fen)")
        }
    }

    @Test(.enabled(if: deepPerft))
    func trickyPositionsDeep() throws {
        for (fen, depth, nodes, _) in PerftCase.tricky {
            #expect(try Position(fen: fen).perft(depth) == nodes, "\(fen)")
        }
    }

    @Test func divideSumsToPerft() throws {
        let position = try Position(fen: PerftCase.suite[1].fen)
        let divide = position.divide(2)
        #expect(divide.count == 48)
        #expect(divide.reduce(0) { $0 + $1.nodes } == 2_039)
    }

    @Test func divideReportsARunningTotalAfterEachFirstMove() throws {
        let position = try Position(fen: PerftCase.suite[1].fen)
        var reports: [(done: Int, all: Int, nodes: UInt64)] = []
        let divide = position.divide(2) { reports.append(($0, $1, $2)) }
        #expect(reports.map(\.done) == Array(1...48) && reports.allSatisfy { $0.all == 48 })
        var total: UInt64 = 0
        let running = divide.map { total += $0.nodes; return total }
        #expect(reports.map(\.nodes) == running && running.last == 2_039)
    }

    @Test func depthZeroIsOneNode() {
        #expect(Position.start.perft(0) == 1)
        #expect(Position.start.divide(0).isEmpty)
    }
}
