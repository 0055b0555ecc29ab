import ChessCore
import Foundation

/// Perft speed of ChessCore next to Stockfish's `go perft` on the same positions in the same run,
/// so the ratio is meaningful on whatever machine runs it. Both count the last ply in bulk.
///
/// Also checks the full perft suite at its published depths first: a fast wrong answer is worth
/// nothing.
enum PerftBenchmark {
    struct Case {
        let name: String
        let fen: String
        let depth: Int
        let nodes: UInt64
    }

    static let timed: [Case] = [
        Case(name: "start", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 6, nodes: 119_060_324),
        Case(name: "kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 5, nodes: 193_690_690),
    ]

    static let suite: [Case] = [
        Case(name: "start", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 5, nodes: 4_865_609),
        Case(name: "kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 4, nodes: 4_085_603),
        Case(name: "position 3", fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", depth: 5, nodes: 674_624),
        Case(name: "position 4", fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", depth: 4, nodes: 422_333),
        Case(name: "position 5", fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", depth: 4, nodes: 2_103_487),
        Case(name: "position 6", fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", depth: 4, nodes: 3_894_594),
    ]

    static let stockfishPath = "/usr/games/stockfish"
    static let runs = 5

    struct WrongCount: Error, CustomStringConvertible {
        var description: String { "perft counts disagree with the published figures (see above)" }
    }

    static func run() throws {
        var failed = false
        for test in suite {
            guard let position = try? Position(fen: test.fen) else {
                print("  \(test.name): FEN rejected"); failed = true; continue
            }
            let (nodes, seconds) = time { position.perft(test.depth) }
            let verdict = nodes == test.nodes ? "ok" : "WRONG (expected \(test.nodes))"
            print("  check \(test.name) d\(test.depth): \(nodes) \(verdict) in \(format(seconds)) s")
            if nodes != test.nodes { failed = true }
        }

        let haveStockfish = FileManager.default.isExecutableFile(atPath: stockfishPath)
        if !haveStockfish { print("  \(stockfishPath) not found: Stockfish figures skipped") }
        print("  median of \(runs) runs, nodes per second (bulk-counted leaves)")
        for test in timed {
            guard let position = try? Position(fen: test.fen) else { failed = true; continue }
            var ours: [Double] = []
            var nodes: UInt64 = 0
            for _ in 0..<runs {
                let (count, seconds) = time { position.perft(test.depth) }
                nodes = count
                ours.append(Double(count) / seconds)
            }
            if nodes != test.nodes { print("  \(test.name): WRONG node count \(nodes)"); failed = true }
            let oursRate = median(ours)
            var line = "  \(test.name) d\(test.depth) \(nodes) nodes: ChessCore \(mnps(oursRate))"
            if haveStockfish {
                var theirs: [Double] = []
                for _ in 0..<runs {
                    guard let (count, seconds) = stockfishPerft(fen: test.fen, depth: test.depth) else { break }
                    if count != test.nodes { print("  stockfish disagrees: \(count)") }
                    theirs.append(Double(count) / seconds)
                }
                if !theirs.isEmpty {
                    let theirRate = median(theirs)
                    line += ", Stockfish \(mnps(theirRate)), ratio \(String(format: "%.2f", oursRate / theirRate))"
                }
            }
            print(line)
        }
        if failed { throw WrongCount() }
    }

    /// Times Stockfish from process launch to exit, which includes its start-up (a few
    /// milliseconds against seconds of perft); Stockfish's own timer is not printed by perft.
    static func stockfishPerft(fen: String, depth: Int) -> (UInt64, Double)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: stockfishPath)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }
        input.fileHandleForWriting.write(Data("position fen \(fen)\ngo perft \(depth)\nquit\n".utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Nodes searched:") }),
              let count = UInt64(line.dropFirst("Nodes searched:".count).trimmingCharacters(in: .whitespaces))
        else { return nil }
        return (count, seconds)
    }

    static func time<T>(_ body: () -> T) -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    static func median(_ values: [Double]) -> Double { Measure.median(values) }

    static func mnps(_ rate: Double) -> String { String(format: "%.1f M nodes/s", rate / 1e6) }
    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
