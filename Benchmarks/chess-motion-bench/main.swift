import Foundation

/// `chess-motion-bench [suite ...]`: runs the named benchmark suites, or all of them.
/// Each suite lives in its own file and registers itself in `benchmarks`.
let benchmarks: [(name: String, summary: String, run: () -> Int32)] = [
    ("perft", "perft nodes per second, ChessCore against Stockfish", PerftBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
let requested = arguments.isEmpty || arguments == ["all"] ? benchmarks.map(\.name) : arguments

if requested.contains("--help") || requested.contains("-h") {
    print("usage: chess-motion-bench [all | \(benchmarks.map(\.name).joined(separator: " | "))]...")
    for benchmark in benchmarks { print("  \(benchmark.name): \(benchmark.summary)") }
    exit(0)
}

var status: Int32 = 0
for name in requested {
    guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("chess-motion-bench: unknown benchmark '\(name)'; try --help\n".utf8))
        exit(2)
    }
    let result = benchmark.run()
    if result != 0 { status = result }
}
exit(status)
