import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import TestSupport
import Testing

/// The checkout's own assets, loaded as the tool loads them, and small pixel helpers shared by
/// the scene suites.
public enum SceneFixtures {
    public static func theme(_ name: String = BoardTheme.defaultName) throws -> BoardTheme {
        try BoardThemeLibrary(folders: [Fixtures.url("BoardThemes")]).theme(named: name)
    }

    public static func pieces(_ name: String = PieceSet.defaultName) throws -> PieceSet {
        try PieceSetLibrary(folders: [Fixtures.url("PieceSets")]).pieceSet(named: name)
    }

    public static func roster() throws -> BotRoster {
        try BotRoster.load(from: Fixtures.url(BotRoster.relativePath))
    }

    /// The checkout's strings for `locale`, English beneath.
    public static func words(_ locale: String = "en") throws -> Localizer {
        let english = try StringTable.load(from: Fixtures.url("Strings/en.json"), locale: "en")
        guard locale != "en" else { return try Localizer(english: english) }
        return try Localizer(table: StringTable.load(from: Fixtures.url("Strings/\(locale).json"), locale: locale), fallback: english)
    }

    /// The shipped script of a built-in scene.
    public static func builtInScript(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.url("Scenes/\(name).scene"), encoding: .utf8)
    }

    /// The built-in bots scene, made as the catalogue makes it: from its shipped script.
    public static func botsScene(theme: String = BoardTheme.defaultName, pieces: String = PieceSet.defaultName,
                          style: AvatarStyle = .default, locale: String = "en", words: Localizer? = nil) throws -> BotsScene {
        let assets = try assets(theme: theme, pieces: pieces, style: style, locale: locale, words: words)
        let scene = try #require(SceneCatalogue.entry(named: "bots")).make(assets)
        return try #require(scene as? BotsScene)
    }

    public static func assets(theme: String = BoardTheme.defaultName, pieces: String = PieceSet.defaultName,
                       style: AvatarStyle = .default, locale: String = "en", words: Localizer? = nil) throws -> SceneAssets {
        SceneAssets(theme: try self.theme(theme), pieces: try self.pieces(pieces), avatarStyle: style, bots: try roster(),
                    words: try words ?? self.words(locale), scripts: ["bots": try builtInScript("bots")])
    }

    /// A bot intro from a script's text, made the way the tool makes one.
    public static func intro(_ text: String, style: AvatarStyle = .default, locale: String = "en") throws -> BotsScene {
        let names = SceneAssetNames(themes: [], pieceSets: [], bots: try roster(), words: [try words(locale)])
        let check = SceneValidator.check(text: text, assets: names)
        #expect(check.validation.errors.isEmpty, "\(check.validation.errors)")
        let scene = try ScriptScenes.scene(from: check, assets: assets(style: style, locale: locale))
        return try #require(scene as? BotsScene)
    }

    public static func renderer(_ scene: any MotionScene, scheme: ColorScheme = .light,
                         posture: DevicePosture = .phone) throws -> FrameRenderer {
        FrameRenderer(scene: scene, palettes: try Fixtures.palettes(),
                      environment: MotionEnvironment(colorScheme: scheme, posture: posture))
    }

    /// Half the posture's screen: the size references are kept at, small enough for the repo.
    public static func referenceSize(_ posture: DevicePosture) -> PixelSize {
        let full = posture.defaultPixelSize
        return PixelSize(width: full.width / 2, height: full.height / 2)
    }

    public static func isClose(_ a: Color, _ b: Color, tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
    }

    /// How many pixels of `image` (inside `region`, in pixels, or everywhere) are close to
    /// `color`. Reads the bytes directly: frames are opaque (the renderer paints the background
    /// first), so premultiplied and straight colour agree, and a debug build stays quick.
    public static func count(_ color: Color, in image: RasterImage, region: (x: Range<Int>, y: Range<Int>)? = nil,
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
