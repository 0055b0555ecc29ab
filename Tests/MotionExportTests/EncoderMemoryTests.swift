import Foundation
import MotionExport
import MotionKit
import TestSupport
import Testing

/// ffmpeg held to the memory budget: sizes to settings, today's settings kept for every size up to
/// 1080 pixels wide, and a refusal naming the size and budget only when the leanest cannot fit.
@Suite("EncoderMemory: ffmpeg's settings chosen to fit the memory budget")
struct EncoderMemoryTests {
    static let budgeted: [VideoFormat] = [.mp4, .webm]

    static func size(width: Int) -> PixelSize { PixelSize.fitting(box: Size(360, 280), width: width) }

    /// Every size a phone, a tablet or a 1080p export asks for keeps the format's own settings,
    /// so its command line, and so its bytes, are what they were.
    @Test(arguments: budgeted) func sizesUpTo1080WideKeepTodaysSettings(format: VideoFormat) throws {
        for width in stride(from: 120, through: 1080, by: 40) {
            for cores in [1, 2, 4, 8] {
                let size = format.encodedSize(for: Self.size(width: width))
                let settings = try EncoderMemory.settings(for: format, size: size, budget: .standard, cores: cores)
                #expect(settings.arguments.isEmpty, "\(format) \(size) on \(cores) cores: \(settings)")
                let arguments = VideoEncoder.arguments(format: format, size: size, fps: 60, repeats: false, quality: nil,
                                                       transparent: false, input: .yuv420p, encoderSettings: settings,
                                                       from: "-", to: "out")
                #expect(arguments == VideoEncoder.arguments(format: format, size: size, fps: 60, repeats: false, quality: nil,
                                                            transparent: false, input: .yuv420p, from: "-", to: "out"))
            }
        }
    }

    /// Larger frames step down the ladder: the rung chosen is the first whose estimate fits, each
    /// rung costs less than the one before, and the estimate grows with the frame.
    @Test(arguments: budgeted) func theRichestRungThatFitsIsChosen(format: VideoFormat) throws {
        let ladder = try #require(EncoderMemory.ladder(for: format))
        for width in [1280, 1920, 2048, 3072, 4096, 6144, 8192] {
            let size = format.encodedSize(for: Self.size(width: width))
            let estimates = ladder.map { EncoderMemory.estimate($0, format: format, size: size, cores: 2) }
            #expect(estimates == estimates.sorted(by: >), "\(format) \(size): \(estimates)")
            for budget in [512 << 20, 1 << 30, 4 << 30, 16 << 30] {
                let fitting = estimates.firstIndex { $0 <= budget }
                do {
                    let chosen = try EncoderMemory.settings(for: format, size: size, budget: RenderMemoryBudget(bytes: budget), cores: 2)
                    #expect(fitting.map { ladder[$0] } == chosen, "\(format) \(size) in \(budget >> 20) MiB")
                } catch {
                    #expect(fitting == nil, "\(format) \(size) in \(budget >> 20) MiB was refused: \(error)")
                }
            }
        }
        let small = EncoderMemory.estimate(ladder[0], format: format, size: Self.size(width: 1024), cores: 2)
        let large = EncoderMemory.estimate(ladder[0], format: format, size: Self.size(width: 4096), cores: 2)
        #expect(large > 4 * small)
    }

    /// At 8192 pixels wide even the leanest x264 or libvpx settings need gigabytes: refused with
    /// the size, the estimate and the budget, and what budget would do.
    @Test(arguments: budgeted) func anEncodeThatCannotFitIsRefusedWithTheNumbers(format: VideoFormat) throws {
        let size = format.encodedSize(for: Self.size(width: 8192))
        let error = try #require(throws: ExportError.self) {
            try EncoderMemory.settings(for: format, size: size, budget: .standard, cores: 2)
        }
        guard case .encoderOverMemoryBudget(let refusal) = error else { Issue.record("\(error)"); return }
        #expect(refusal.size == size && refusal.budget == RenderMemoryBudget.defaultBytes && refusal.estimate > refusal.budget)
        #expect(refusal.settings == EncoderMemory.ladder(for: format)?.last)
        #expect(error.description.contains("\(size)") && error.description.contains("over the memory budget of 512 MiB"), "\(error)")
        let needed = (refusal.estimate >> 20) + 1
        #expect(error.description.contains("--memory-budget of at least \(needed)"), "\(error)")
        let enough = try EncoderMemory.settings(for: format, size: size, budget: RenderMemoryBudget(bytes: needed << 20), cores: 2)
        #expect(enough == refusal.settings)
    }

    @Test func formatsWithoutALadderKeepTheirSettings() throws {
        for format in [VideoFormat.gif, .mov] {
            let settings = try EncoderMemory.settings(for: format, size: Self.size(width: 8192), budget: .standard)
            #expect(settings.arguments.isEmpty)
        }
    }

    /// The estimate is an upper bound in fact: a 4096-wide WebM's ffmpeg, given a budget that fits
    /// its leanest rung, peaks within the budget and within the estimate (a few frames: bounded).
    @Test(.requires(.ffmpeg)) func a4096WideWebMsEncoderStaysWithinItsBudget() throws {
        let size = VideoFormat.webm.encodedSize(for: Self.size(width: 4096))
        let ladder = try #require(EncoderMemory.ladder(for: .webm))
        let budget = RenderMemoryBudget(bytes: EncoderMemory.estimate(ladder[ladder.count - 1], format: .webm, size: size,
                                                                      cores: ParallelFrameRenderer.defaultWorkers))
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("wide.webm")
        var encoder = try VideoEncoder(format: .webm, size: size, fps: 10, repeats: false, budget: budget, to: url,
                                       ffmpeg: FFmpeg.locate)
        let estimate = EncoderMemory.estimate(encoder.encoderSettings, format: .webm, size: size,
                                              cores: ParallelFrameRenderer.defaultWorkers)
        #expect(!encoder.encoderSettings.arguments.isEmpty && estimate <= budget.bytes)
        let schedule = try ExportFixtures.schedule(from: 0, to: 0.6)
        let report = try ClipExporter(renderer: try ExportFixtures.renderer(), schedule: schedule, size: size,
                                      parallel: ParallelFrameRenderer(workers: 1, window: 1))
            .export(into: &encoder)
        #expect(report.frames == 6)
        let peak = try #require(encoder.encoderPeakBytes)
        #expect(peak > 50 << 20 && peak <= estimate, "ffmpeg peaked at \(peak >> 20) MiB; estimate \(estimate >> 20) MiB")
    }
}
