import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SnapshotSupport
import Testing

/// The checkout's own assets, loaded as the tool loads them, and small pixel helpers shared by
/// the scene suites.
enum SceneFixtures {
    static func theme(_ name: String = BoardTheme.defaultName) throws -> BoardTheme {
        try BoardThemeLibrary(folders: [TestAssets.url("BoardThemes")]).theme(named: name)
    }

    static func pieces(_ name: String = PieceSet.defaultName) throws -> PieceSet {
        try PieceSetLibrary(folders: [TestAssets.url("PieceSets")]).pieceSet(named: name)
    }

    static func roster() throws -> BotRoster {
        try BotRoster.load(from: TestAssets.url(BotRoster.relativePath))
    }

    static func botsScene(theme: String = BoardTheme.defaultName, pieces: String = PieceSet.defaultName,
                          style: AvatarStyle = .default) throws -> BotsScene {
        try BotsScene(theme: self.theme(theme), pieces: self.pieces(pieces), avatarStyle: style, bots: roster().bots)
    }

    static func assets(style: AvatarStyle = .default) throws -> SceneAssets {
        SceneAssets(theme: try theme(), pieces: try pieces(), avatarStyle: style, bots: try roster())
    }

    static func renderer(_ scene: any MotionScene, scheme: ColorScheme = .light,
                         posture: DevicePosture = .phone) throws -> FrameRenderer {
        FrameRenderer(scene: scene, palettes: try TestAssets.palettes(),
                      environment: MotionEnvironment(colorScheme: scheme, posture: posture))
    }

    /// Half the posture's screen: the size references are kept at, small enough for the repo.
    static func referenceSize(_ posture: DevicePosture) -> PixelSize {
        let full = posture.defaultPixelSize
        return PixelSize(width: full.width / 2, height: full.height / 2)
    }

    static func isClose(_ a: Color, _ b: Color, tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
    }

    /// How many pixels of `image` (inside `region`, in pixels, or everywhere) are close to
    /// `color`. Reads the bytes directly: frames are opaque (the renderer paints the background
    /// first), so premultiplied and straight colour agree, and a debug build stays quick.
    static func count(_ color: Color, in image: RasterImage, region: (x: Range<Int>, y: Range<Int>)? = nil,
                      tolerance: Double = 0.03) -> Int {
        let xs = region?.x.clamped(to: 0..<image.width) ?? 0..<image.width
        let ys = region?.y.clamped(to: 0..<image.height) ?? 0..<image.height
        let limit = Int(tolerance * 255)
        let b = Int((color.blue * 255).rounded()), g = Int((color.green * 255).rounded()), r = Int((color.red * 255).rounded())
        return image.pixels.withUnsafeBufferPointer { p in
            var n = 0
            for y in ys {
                var i = (y * image.width + xs.lowerBound) * 4
                for _ in xs {
                    if abs(Int(p[i]) - b) < limit, abs(Int(p[i + 1]) - g) < limit, abs(Int(p[i + 2]) - r) < limit { n += 1 }
                    i += 4
                }
            }
            return n
        }
    }
}
