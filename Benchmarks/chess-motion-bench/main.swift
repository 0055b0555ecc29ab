import ChessMotionSupport
import Foundation

// chess-motion-bench: `swift run -c release chess-motion-bench [NAME...]` runs the named
// benchmarks (all of them by default) and prints medians, with a peer where one exists.
let benchmarks: [(name: String, run: () throws -> Void)] = [
    ("limits", LimitsBenchmark.run),
    ("speed", SpeedTableBenchmark.run),
    ("frames", FramesBenchmark.run),
    ("draw", DrawBenchmark.run),
    ("png", PNGBenchmark.run),
    ("png-choices", PNGBenchmark.runChoices),
    ("perft", PerftBenchmark.run),
    ("board", BoardBenchmark.run),
    ("scenes", ScenesBenchmark.run),
    ("scripts", ScriptsBenchmark.run),
    ("export", ExportBenchmark.run),
    ("video", VideoBenchmark.run),
    ("gif", GIFBenchmark.run),
    ("game-gif", GameGIFBenchmark.run),
    ("serve", ServeBenchmark.run),
    ("serve-memory", ServeBenchmark.runMemory),
    ("batch-list", BatchListBenchmark.run),
    ("pgn-stream", PGNStreamBenchmark.run),
]

// Parts of the above, run only when named: quicker to repeat while working on one figure.
let parts: [(name: String, run: () throws -> Void)] = [
    ("sequences", ExportBenchmark.runSequences),
    ("serve-soak", ServeBenchmark.runSoak),
    ("serve-game", ServeBenchmark.runGame),
    ("serve-haproxy", ServeBenchmark.runBehindHAProxy),
    ("encoder-memory", EncoderMemoryBenchmark.run),
    ("lottie-sizes", LottieSizeBenchmark.run),
]

// The in-process figures are taken in a process that keeps what it frees, as the tool's and the
// service's processes do.
RenderHeap.keepFreedMemory()
let requested = Array(CommandLine.arguments.dropFirst())
let selected = requested.isEmpty || requested == ["all"] ? benchmarks : (benchmarks + parts).filter { requested.contains($0.name) }
if selected.isEmpty {
    FileHandle.standardError.write(Data("unknown benchmark; choose from: all, \((benchmarks + parts).map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
#if DEBUG
print("warning: a debug build; run with `swift run -c release chess-motion-bench` for real figures")
#endif
for benchmark in selected {
    print("== \(benchmark.name)")
    do { try benchmark.run() } catch {
        FileHandle.standardError.write(Data("\(benchmark.name): \(error)\n".utf8))
        exit(1)
    }
}
