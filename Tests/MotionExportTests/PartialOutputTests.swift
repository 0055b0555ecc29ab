@testable import MotionExport
import Foundation
import TestSupport
import MotionKit
import Testing

/// Issue 15, items 5 and 6: partial files are made where nobody else can plant anything, and
/// those a killed render leaves are cleared by the next once their process is gone.
@Suite("Partial outputs: private, exclusive, cleared when stale")
struct PartialOutputTests {
    /// The old name, `.NAME.partial-PID`, was predictable: a link planted there made ffmpeg
    /// overwrite the link's target. The encoder now writes inside a fresh mkdtemp folder.
    @Test(.requires(.ffmpeg)) func aPlantedLinkAtThePredictableNameIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        let url = folder.appendingPathComponent("out.gif")
        let planted = folder.appendingPathComponent(".out.gif.partial-\(getpid())")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)

        let size = PixelSize(width: 40, height: 32)
        var encoder = try VideoEncoder(format: .gif, size: size, fps: 10, repeats: false, to: url, ffmpeg: FFmpeg.locate)
        let partialFolder = encoder.partialOutput.deletingLastPathComponent()
        #expect(partialFolder.lastPathComponent.hasPrefix(".out.gif.partial-\(getpid())-"))
        var status = stat()
        #expect(lstat(partialFolder.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
        #expect(status.st_mode & 0o777 == 0o700, "only this user can write in the private folder")
        #expect(status.st_uid == geteuid())

        let schedule = try ExportFixtures.schedule(playback: .once, to: 0.3)
        try ClipExporter(renderer: try ExportFixtures.renderer(), schedule: schedule, size: size).export(into: &encoder)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(try Data(contentsOf: url).prefix(6) == Data("GIF89a".utf8))
        #expect(!FileManager.default.fileExists(atPath: partialFolder.path))
    }

    @Test func staleFoldersAndFilesOfDeadProcessesAreClearedAndLiveOnesKept() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("clip.mp4")
        let dead = try ProcessRunner.deadProcessIdentifier()
        let manager = FileManager.default
        // What a SIGKILLed render leaves: its private folder with the half-written file.
        let staleFolder = folder.appendingPathComponent(".clip.mp4.partial-\(dead)-AbC123")
        try manager.createDirectory(at: staleFolder, withIntermediateDirectories: false)
        try Data("half".utf8).write(to: staleFolder.appendingPathComponent("clip.mp4"))
        // A link inside must be removed, not followed.
        let outside = folder.appendingPathComponent("outside.txt")
        try Data("keep".utf8).write(to: outside)
        try manager.createSymbolicLink(at: staleFolder.appendingPathComponent("link"), withDestinationURL: outside)
        // An older version's plain partial file.
        try Data("old".utf8).write(to: folder.appendingPathComponent(".clip.mp4.partial-\(dead)"))
        // A render still running (pid 1 is always alive) and another output's partial stay.
        let live = folder.appendingPathComponent(".clip.mp4.partial-1-XyZ789")
        try manager.createDirectory(at: live, withIntermediateDirectories: false)
        let other = folder.appendingPathComponent(".other.mp4.partial-\(dead)")
        try Data().write(to: other)

        #expect(PartialOutput.clearStale(besides: url) == 2)
        let left = Set(try manager.contentsOfDirectory(atPath: folder.path))
        #expect(left == ["outside.txt", live.lastPathComponent, other.lastPathComponent])
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep")
    }

    /// A discard that finds its folder already renamed by another discard still in progress
    /// removes the renamed folder too, instead of returning at once and letting the process exit
    /// before the other has finished.
    @Test func aDiscardFinishesAFolderAnotherDiscardRetired() throws {
        let folder = try TemporaryFolder()
        let partial = folder.appendingPathComponent(".out.mp4.partial-1-abc").path
        let retired = partial + "-discarded"
        try FileManager.default.createDirectory(atPath: retired, withIntermediateDirectories: false)
        try Data("half an encode".utf8).write(to: URL(fileURLWithPath: retired + "/out.mp4"))
        PartialOutput.discardFolder(partial)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func processIdentifiersAreReadOnlyFromWellFormedNames() {
        #expect(PartialOutput.processIdentifier(in: "1234") == 1234)
        #expect(PartialOutput.processIdentifier(in: "1234-abc") == 1234)
        #expect(PartialOutput.processIdentifier(in: "12x") == nil)
        #expect(PartialOutput.processIdentifier(in: "") == nil)
        #expect(PartialOutput.processIdentifier(in: "99999999999") == nil)
    }

    /// About 1 in 15 SIGKILLs of a PNG sequence left a temporary file among the frames; the
    /// next render into the folder clears those of dead processes.
    @Test func aPNGSequenceClearsHalfWrittenFramesOfDeadRenders() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let dead = try ProcessRunner.deadProcessIdentifier()
        let stale = folder.appendingPathComponent(".frame-00003.png.partial-\(dead)-12345")
        try Data("half a png".utf8).write(to: stale)
        let mine = folder.appendingPathComponent(".frame-00004.png.partial-\(getpid())-777")
        try Data().write(to: mine)
        let writer = try PNGSequenceWriter(folder: folder, count: 5)
        #expect(writer.clearedStalePartials == 1)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: mine.path), "this process's own are not stale")
        // What a signal handler runs removes this process's own.
        writer.interruptionCleanup()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The workers write each frame whole in a hidden lane of the folder's; delivery only gives
    /// it its frame name, so a name never shows a half-written file, and a rerun replaces it.
    /// The lane goes when the sequence is finished.
    @Test func framesArePreparedInHiddenLanesAndNamedOnDelivery() throws {
        let folder = try TemporaryFolder()
        var writer = try PNGSequenceWriter(folder: folder.url, count: 1)
        let first = Self.opaqueImage(blue: 40), second = Self.opaqueImage(blue: 200)
        let prepared = try writer.prepare(first)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(hidden.count == 1 && hidden[0].hasPrefix(".frame-lane.partial-\(getpid())-"), "\(hidden)")
        let lane = folder.url.appendingPathComponent(hidden[0])
        #expect(try FileManager.default.contentsOfDirectory(atPath: lane.path).count == 1)
        try writer.write(prepared, index: 0)
        try writer.write(try writer.prepare(second), index: 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [hidden[0], "frame-00000.png"],
                "one lane, used again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: lane.path).isEmpty)
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame-00000.png"])
        #expect(try RasterImage.decodePNG(at: writer.url(ofFrame: 0)) == second)
        #expect(writer.bytesWritten == 2 * (try first.pngData().count))
    }

    /// Two workers never create files in one folder at once (the folder's lock serialised them
    /// on a slow disk): a lane is in one worker's hands at a time, and used again once free.
    @Test func eachWorkerWritingAtOnceHasALaneOfItsOwn() throws {
        let folder = try TemporaryFolder()
        let lanes = PreparedFrameLanes(folder: folder.path)
        let (outer, inner) = try lanes.withLane { outer throws(ExportError) in
            (outer, try lanes.withLane { $0 })
        }
        #expect(outer != inner)
        let again = try lanes.withLane { $0 }
        #expect(again == outer || again == inner, "a free lane is used again, not a new one made")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
        let written = try lanes.write(Data("png".utf8))
        #expect(written.hasPrefix(outer + "/") || written.hasPrefix(inner + "/"))
        lanes.removeAll()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "lanes go with what is in them")
    }

    /// A lane of a killed render is cleared by the next render into the folder; one of a render
    /// still running stays; this process's own go with what a signal handler runs.
    @Test func lanesOfDeadRendersAreClearedAndASignalRemovesItsOwn() throws {
        let folder = try TemporaryFolder()
        let dead = try ProcessRunner.deadProcessIdentifier()
        let stale = folder.url.appendingPathComponent(".frame-lane.partial-\(dead)-42")
        let running = folder.url.appendingPathComponent(".frame-lane.partial-1-43")
        for lane in [stale, running] {
            try FileManager.default.createDirectory(at: lane, withIntermediateDirectories: false)
            try Data("half a png".utf8).write(to: lane.appendingPathComponent("7.png"))
        }
        let writer = try PNGSequenceWriter(folder: folder.url, count: 2)
        #expect(writer.clearedStalePartials == 1)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        _ = try writer.prepare(Self.opaqueImage(blue: 90))
        writer.interruptionCleanup()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [running.lastPathComponent])
    }

    /// A frame that cannot be written names the folder the frames go to, not a hidden name.
    @Test func aFrameThatCannotBeWrittenNamesItsFolder() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.appendingPathComponent("frames")
        let writer = try PNGSequenceWriter(folder: folder, count: 3)
        try FileManager.default.removeItem(at: folder)
        #expect(throws: ExportError.unwritable(path: folder.path, reason: "No such file or directory")) {
            _ = try writer.prepare(Self.opaqueImage(blue: 40))
        }
    }

    /// Frames the workers finished past a failure were never named: `abandon` removes their
    /// files, and the frames delivered before it stay complete.
    @Test func aFailedSequenceLeavesItsDeliveredFramesAndNoHiddenOnes() throws {
        let folder = try TemporaryFolder()
        let renderer = FrameRenderer(scene: ClosureScene(duration: 1) { canvas, t in
            canvas.fillRect(Rect(x: 20, y: 20, width: 200 * t + 1, height: 100), Color(red: 0.2, green: 0.5, blue: 0.8, alpha: 1))
        }, palettes: try Fixtures.palettes())
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: renderer.scene), playback: .once, fps: 10)
        var writer = try PNGSequenceWriter(folder: folder.url, count: schedule.count)
        // A folder where frame 3 belongs: its rename fails, with frames after it already written.
        try FileManager.default.createDirectory(at: writer.url(ofFrame: 3), withIntermediateDirectories: false)
        #expect(throws: ExportError.self) {
            try ClipExporter(renderer: renderer, schedule: schedule, size: PixelSize(width: 90, height: 70),
                             parallel: ParallelFrameRenderer(workers: 2)).export(into: &writer)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"], "\(names)")
    }

    static func opaqueImage(blue: UInt8) -> RasterImage {
        let pixel: [UInt8] = [blue, 90, 30, 255]
        return RasterImage(width: 5, height: 3, pixels: Array((0..<15).map { _ in pixel }.joined()))
    }
}

/// Issue 15, item 4: frames in flight are bounded in bytes.
@Suite("The render memory budget")
struct RenderMemoryBudgetTests {
    let budget = RenderMemoryBudget.standard

    /// At 4096 pixels wide on a 32-core machine the old default held 96 frames (2.7 GB).
    @Test func theDefaultWorkerCountStaysWithinTheBudgetOnBigMachines() throws {
        for cores in [1, 8, 32, 64, 256] {
            for width in [360, 1080, 1920, 4096, 8192] {
                let size = PixelSize.fitting(box: Size(360, 280), width: width)
                let plan = try budget.plan(frameSize: size, cores: cores)
                #expect(plan.workers <= cores && plan.workers >= 1)
                #expect(RenderMemoryBudget.cost(workers: plan.workers, window: plan.window, size: size) <= budget.bytes,
                        "\(cores) cores at \(size): \(plan.workers) workers, window \(plan.window)")
            }
        }
        let small = try budget.plan(frameSize: PixelSize(width: 720, height: 560), cores: 64)
        #expect(small.workers == 64 && small.window == 128, "small frames keep one worker per core")
        let wide = try budget.plan(frameSize: PixelSize.fitting(box: Size(360, 280), width: 4096), cores: 32)
        #expect(wide.workers == 3 && wide.window == 6)
    }

    /// `--width 8192 --workers 64` trapped with "failed to allocate"; it is refused up front.
    @Test func aRequestThatCannotFitIsRefusedWithWhatWouldFit() throws {
        let size = PixelSize.fitting(box: Size(360, 280), width: 8192)
        let error = try #require(throws: ExportError.self) { try budget.plan(frameSize: size, workers: 64) }
        guard case .overMemoryBudget(let refusal) = error else { Issue.record("\(error)"); return }
        #expect(refusal.fittingWorkers == 1 && refusal.workers == 64)
        #expect(error.description.contains("over the memory budget of 512 MiB") && error.description.contains("--workers 1"),
                "\(error)")
        let one = try budget.plan(frameSize: size, workers: 1)
        #expect(one.workers == 1 && one.window == 1)
        #expect(throws: ExportError.self) { try RenderMemoryBudget(bytes: 100 << 20).plan(frameSize: size) }
    }

    @Test func anExplicitCountGetsTheLargestWindowThatFits() throws {
        let size = PixelSize(width: 1000, height: 1000) // 4 MB a frame: 134 frames fit
        let plan = try RenderMemoryBudget(bytes: 100 * 4_000_000).plan(frameSize: size, workers: 40)
        #expect(plan.workers == 40 && plan.window == 60)
    }
}
