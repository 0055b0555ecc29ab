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
        print("  median of \(runs) runs, nodes per second (bulk-counted leaves); runs alternate between")
        print("  the two programs so that a change in machine load hits both")
        for test in timed {
            guard let position = try? Position(fen: test.fen) else { failed = true; continue }
            var ours: [Double] = [], theirs: [Double] = [], ratios: [Double] = []
            var nodes: UInt64 = 0
            for _ in 0..<runs {
                let (count, seconds) = time { position.perft(test.depth) }
                nodes = count
                let rate = Double(count) / seconds
                ours.append(rate)
                guard haveStockfish, let (theirCount, theirSeconds) = stockfishPerft(fen: test.fen, depth: test.depth) else {
                    continue
                }
                if theirCount != test.nodes { print("  Stockfish disagrees: \(theirCount)") }
                let theirRate = Double(theirCount) / theirSeconds
                theirs.append(theirRate)
                ratios.append(rate / theirRate)
            }
            if nodes != test.nodes { print("  \(test.name): WRONG node count \(nodes)"); failed = true }
            var line = "  \(test.name) d\(test.depth), \(nodes) nodes: ChessCore \(mnps(median(ours)))"
            if !theirs.isEmpty {
                line += ", Stockfish \(mnps(median(theirs))), ratio \(String(format: "%.2f", median(ratios)))"
            }
            print(line)
        }
        if failed { throw WrongCount() }
    }

    /// Times Stockfish's `go perft` inside one running process, from sending the command to
    /// reading its "Nodes searched" line: process start-up and network loading (about half a
    /// second here) are outside the timing, as ChessCore's own start-up is.
    static func stockfishPerft(fen: String, depth: Int) -> (UInt64, Double)? {
        guard let engine = StockfishSession(path: stockfishPath) else { return nil }
        defer { engine.close() }
        engine.send("uci")
        guard engine.readLine(startingWith: "uciok") != nil else { return nil }
        engine.send("position fen \(fen)")
        engine.send("isready")
        guard engine.readLine(startingWith: "readyok") != nil else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        engine.send("go perft \(depth)")
        guard let line = engine.readLine(startingWith: "Nodes searched:") else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard let count = UInt64(line.dropFirst("Nodes searched:".count).trimmingCharacters(in: .whitespaces)) else {
            return nil
        }
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

/// A running Stockfish spoken to over its standard input and output.
final class StockfishSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    init?(path: String) {
        process.executableURL = URL(fileURLWithPath: path)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
    }

    func send(_ command: String) {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
    }

    /// Reads lines until one starts with `prefix`; nil if the engine exits first.
    func readLine(startingWith prefix: String) -> String? {
        while true {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix(prefix) { return line }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    func close() {
        send("quit")
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
