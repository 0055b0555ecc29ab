import ChessMotion
import LottieExport
import MotionKit
import Testing

/// The budget for the bots scene's Lottie: under 150 kB as `.json`, before compression,
/// at the size and frame rate `render bots -o bots.json` writes. The file is the same bytes on
/// every machine with the same fonts, so a change that grows it past the budget fails here, not
/// only in `chess-motion-bench lottie-sizes`.
@Suite struct BotsBudgetTests {
    static let budget = 150_000

    @Test func theBotsJSONIsUnderItsBudget() throws {
        let setup = try PreparedScene("bots", settings: ResolvedSettings(settingsFile: "/nonexistent/settings.json"))
        // 60 fps, the rate `render` gives a Lottie (`ExportTarget.defaultFPS`).
        let animation = try setup.lottieExporter(size: try setup.defaultPixelSize, fps: 60).export()
        #expect(animation.json.count < Self.budget, "bots .json is \(animation.json.count) bytes")
        #expect(animation.imageCount == 12, "every piece embedded once")
        print("BotsBudget: \(animation.json.count) bytes, \(animation.keyframeCount) keyframes, \(animation.layerCount) layers")
    }
}
