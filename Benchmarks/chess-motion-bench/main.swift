import Foundation

/// `chess-motion-bench [NAME]`: runs one benchmark by name, or all of them (the default).
let benchmarks: [(name: String, run: () throws -> Void)] = [
    ("board", BoardBenchmark.run),
]

let requested = CommandLine.arguments.dropFirst().first ?? "all"
let selected = requested == "all" ? benchmarks : benchmarks.filter { $0.name == requested }
if selected.isEmpty {
    FileHandle.standardError.write(Data("unknown benchmark '\(requested)'; known: all, \(benchmarks.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
do {
    for benchmark in selected { try benchmark.run() }
} catch {
    FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
    exit(1)
}
