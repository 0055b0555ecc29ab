import ChessScenes
import Foundation
import MotionKit

struct StillCommand: Command {
    static let name = "still"
    static let summary = "Render one frame of a scene to PNG, SVG or PDF."
    static let help = """
    Usage: chess-motion still SCENE [--t SECONDS] [--scheme light|dark]
                              [--width PIXELS | --scale K] -o FILE

    Draws SCENE at one instant. The format follows FILE's extension: .png (pixels), .svg or
    .pdf (vectors: shapes, text and pieces stay sharp at any zoom).

    Options:
      --t SECONDS       the scene time to draw (default: the scene's still time)
      --scheme NAME     light or dark palette (default: light)
      --width PIXELS    output width; the height follows the scene's box (default 720)
      --scale K         output size as a multiple of the box (360 x 280 at scale 1)
      -o, --output FILE where to write; an existing file is replaced only once the new one is complete

    Examples:
      chess-motion still coins -o coins.png
      chess-motion still coins --t 2.9 --scheme dark --scale 3 -o forge.pdf
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let time = try arguments.double("--t")
        let scheme = try arguments.choice("--scheme", as: ColorScheme.self) ?? .light
        let width = try arguments.integer("--width", in: 1...PixelSize.maximumSide)
        let scale = try arguments.double("--scale", in: 0.01...Double(PixelSize.maximumSide) / 360)
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o FILE") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        if width != nil, scale != nil { throw UsageError.conflictingOptions("--width", "--scale") }

        guard let entry = SceneCatalogue.entry(named: sceneName) else {
            throw SceneLookupError.unknownScene(sceneName, known: SceneCatalogue.names)
        }
        let scene = try entry.make()
        let url = URL(fileURLWithPath: output)
        _ = try StillWriter.format(for: url)
        let size = try OutputSize.resolve(box: scene.box, width: width, scale: scale)
        let palettes = try AssetLoading.palettes()
        let renderer = FrameRenderer(scene: scene, palettes: palettes, environment: MotionEnvironment(colorScheme: scheme))
        try StillWriter.write(renderer, at: time ?? scene.stillTime, size: size, to: url)
        return 0
    }
}
