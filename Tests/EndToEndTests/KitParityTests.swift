import Foundation
import TestSupport
import MotionKit
import Testing

/// The kit page against Cairo: every built-in scene and a script, at five instants or more
/// (the still among them), light and dark, and the still of every posture, drawn once by
/// headless Chromium through the kit page's own player and once by `chess-motion still`. Each
/// pair must agree where the Swift scene tests look (`ParityProbes`: the same pixels and
/// regions those tests probe, each landing on the same colour within 3%, or the same count of
/// pixels of a colour) and over the whole frame (`FrameComparison`: under 0.5% of the pixels
/// without a twin within one pixel). The pairs are written side by side, with the difference
/// map, to $KIT_PARITY_PICTURES when it is set.
@Suite("Kit page: Chromium draws what Cairo draws", .serialized)
struct KitParityTests {
    struct Frame: Hashable, CustomStringConvertible {
        var scene: String
        var t: Double
        var scheme: String
        var posture: String
        /// Theme, pieces and avatars other than the defaults, chosen on the page and passed to `still`.
        var look: [String: String] = [:]
        var description: String {
            "\(scene) at \(t) s, \(scheme), \(posture)" + look.sorted { $0.key < $1.key }.map { ", \($0.key) \($0.value)" }.joined()
        }
    }

    static let opera = Fixtures.repositoryRoot.appendingPathComponent("Examples/Scenes/opera-game.scene").path

    /// Five instants a scene (the still among them), chosen on the beats its probe tests read.
    static let instants: [String: [Double]] = [
        "coins": [1.2, 2.7, 3.3, 4.4, 5.5],
        "bots": [1.34, 1.8, 2.7, 3.6, 4.6],
        "clock": [1.5, 2.0, 3.7, 4.6, 5.5],
        "opera-game": [0.5, 9.3, 22.05, 31.55, 32.6],
    ]
    static let stills = ["coins": 4.4, "bots": 4.6, "clock": 4.6]
    /// In each other posture: the still, and an instant of the scene's action near the hinge.
    static let postureInstants: [String: Double] = ["coins": 2.4, "bots": 2.05, "clock": 2.0]

    static var frames: [Frame] {
        var frames: [Frame] = []
        for scene in ["coins", "bots", "clock", "opera-game"] {
            for t in instants[scene] ?? [] {
                for scheme in ["light", "dark"] { frames.append(Frame(scene: scene, t: t, scheme: scheme, posture: "phone")) }
            }
        }
        for scene in ["coins", "bots", "clock"] {
            for posture in ["open", "closed", "tabletop"] {
                for scheme in ["light", "dark"] { frames.append(Frame(scene: scene, t: stills[scene] ?? 0, scheme: scheme, posture: posture)) }
                frames.append(Frame(scene: scene, t: postureInstants[scene] ?? 0, scheme: "light", posture: posture))
            }
        }
        // The page's theme, pieces and avatar controls.
        for (scheme, look) in [("light", ["theme": "wood", "pieces": "geometric", "avatars": "glyph"]),
                               ("dark", ["theme": "midnight", "pieces": "geometric", "avatars": "monogram"])] {
            frames.append(Frame(scene: "bots", t: 4.6, scheme: scheme, posture: "phone", look: look))
            frames.append(Frame(scene: "bots", t: 1.34, scheme: scheme, posture: "phone", look: look))
        }
        return frames
    }

    /// The whole-frame threshold: what text alone costs is about 0.1% of a frame (the densest,
    /// the bots still on the closed cover screen, measured 0.20% once motion.js placed glyphs at
    /// Pango's rounded advances; 0.38% before); a card two units off, a move a beat late or a
    /// colour token swapped costs 0.5% or more.
    static let wholeFrameLimit = 0.005

    @Test func theBrowserDrawsEveryFrameAsCairoDoes() throws {
        let folder = try TemporaryFolder()
        let kit = folder.appendingPathComponent("kit")
        let written = try ToolRunner.run(["kit", Self.opera, "-o", kit.path])
        try #require(written.status == 0, "\(written.stderr)")

        let frames = Self.frames
        let browser = try KitDriver.run(kit: kit, steps: frames.map {
            .show($0.scene, t: $0.t, scheme: $0.scheme, posture: $0.posture,
                  theme: $0.look["theme"] ?? "green", pieces: $0.look["pieces"] ?? "staunton", avatars: $0.look["avatars"] ?? "illustrated")
        })
        try #require(browser.files.count == frames.count)
        let pictures = ProcessInfo.processInfo.environment["KIT_PARITY_PICTURES"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let pictures { try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true) }
        let probes = try ParityProbes()

        var worst: (share: Double, frame: Frame?) = (0, nil)
        for (index, frame) in frames.enumerated() {
            #expect(abs(browser.frames[index].t - frame.t) < 1e-9, "\(frame): the page showed t = \(browser.frames[index].t)")
            let cairoFile = folder.appendingPathComponent("cairo-\(index).png")
            let scene = frame.scene == "opera-game" ? Self.opera : frame.scene
            let still = try ToolRunner.run(["still", scene, "--t", "\(frame.t)", "--scheme", frame.scheme, "--posture", frame.posture,
                                            "--quiet", "-o", cairoFile.path] + frame.look.sorted { $0.key < $1.key }.flatMap { ["--\($0.key)", $0.value] })
            try #require(still.status == 0, "\(frame): \(still.stderr)")
            let cairo = try RasterImage.decodePNG(at: cairoFile)
            let chromium = try RasterImage.decodePNG(at: browser.files[index])
            try #require(cairo.width == chromium.width && cairo.height == chromium.height,
                         "\(frame): Chromium drew \(chromium.width) x \(chromium.height), Cairo \(cairo.width) x \(cairo.height)")

            for failure in probes.check(frame: frame, chromium: chromium, cairo: cairo) {
                Issue.record("\(frame): \(failure)")
            }
            let comparison = FrameComparison(chromium, cairo)
            if comparison.share > worst.share { worst = (comparison.share, frame) }
            #expect(comparison.share < Self.wholeFrameLimit,
                    "\(frame): \(comparison.unmatched) pixels (\(String(format: "%.3f", comparison.share * 100))%) have no twin within a pixel")
            if let pictures {
                let name = "\(frame.scene)-\(frame.posture)-\(frame.scheme)-t\(frame.t)" + frame.look.sorted { $0.key < $1.key }.map { "-\($0.value)" }.joined()
                try FrameComparison.sideBySide(chromium, cairo).pngData().write(to: pictures.appendingPathComponent("\(name).png"))
                try comparison.diff.pngData().write(to: pictures.appendingPathComponent("\(name).diff.png"))
            }
        }
        print("kit parity: \(frames.count) frames; the largest difference \(String(format: "%.3f", worst.share * 100))% at \(worst.frame.map(String.init(describing:)) ?? "-")")
    }
}
