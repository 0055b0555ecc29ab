import ChessScenes
import Foundation
import MotionKit

/// The speed table's scene rows split in two, in this thread's CPU time beside the wall time:
/// the first pass over a loop (every text seen at a new scale is laid out, as in a render) and
/// later passes over the same instants (every layout comes from `TextLayoutCache`). The gap is
/// what animated text costs: Pango resolves fonts through fontconfig for every new device
/// scale. CPU time swings much less than wall time with other work on the machine, so it is the
/// figure to compare between runs. Then the loop at 60 frames a second in order, as `render`
/// draws it (`InOrderFrames`). `DRAW_ROUNDS=N` sets the later passes (for `perf record`),
/// `DRAW_SCENE=name` keeps one scene, `DRAW_VERIFY=1` counts frames that differ between the two
/// ways of drawing them (none should).
enum DrawBenchmark {
    static func run() throws {
        let rounds = ProcessInfo.processInfo.environment["DRAW_ROUNDS"].flatMap(Int.init) ?? 2
        let only = ProcessInfo.processInfo.environment["DRAW_SCENE"]
        let verify = ProcessInfo.processInfo.environment["DRAW_VERIFY"] == "1"
        let count = SpeedTableBenchmark.frameCount
        print("load average \(PNGBenchmark.loadAverage()); medians of \(count) frames over one loop; first pass, then \(rounds) more")
        for (name, scene, palettes) in try SpeedTableBenchmark.sceneRenderers() where only == nil || only == name {
            for posture in [DevicePosture.phone, .open] {
                let renderer = FrameRenderer(scene: scene, palettes: palettes, environment: MotionEnvironment(posture: posture))
                let size = posture.defaultPixelSize
                _ = try renderer.raster(at: scene.stillTime, size: size)
                let times = (0..<count).map { Double($0) * scene.duration / Double(count) }
                var passes: [(cpu: [Double], wall: [Double])] = []
                for _ in 0...rounds {
                    var cpu: [Double] = [], wall: [Double] = []
                    for t in times {
                        let c0 = threadCPUSeconds()
                        wall.append(try Measure.seconds { _ = try renderer.raster(at: t, size: size) })
                        cpu.append(threadCPUSeconds() - c0)
                    }
                    passes.append((cpu, wall))
                }
                let ordered = try InOrderFrames.measure(renderer, duration: scene.duration, size: size, compare: verify)
                let first = passes[0], later = passes.dropFirst()
                let laterCPU = later.flatMap(\.cpu), laterWall = later.flatMap(\.wall)
                print("\(name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(posture.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) "
                    + "first pass cpu \(Measure.ms(Measure.median(first.cpu))) wall \(Measure.ms(Measure.median(first.wall)))"
                    + " | later cpu \(Measure.ms(Measure.median(laterCPU))) wall \(Measure.ms(Measure.median(laterWall)))"
                    + " | 60 fps in order \(Measure.ms(Measure.median(ordered.inOrder))), alone \(Measure.ms(Measure.median(ordered.alone)))"
                    + (verify ? ", \(ordered.differing) of \(ordered.inOrder.count) differ" : ""))
            }
        }
    }

    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
