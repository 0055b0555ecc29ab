import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionKit

struct StillCommand: Command {
    static let name = "still"
    static let summary = "Render one frame of a scene to PNG, JPEG, WebP, SVG or PDF."
    static let usage = ["still SCENE [--t SECONDS] [RENDERING OPTIONS] -o FILE"]
    static let discussion = """
    Draws SCENE at one instant. A scene script is validated first (see 'chess-motion validate').
    The format follows FILE's extension: .png, .jpg or .webp (pixels; --quality sets JPEG's and
    WebP's), .svg or .pdf (vectors: shapes, text and pieces stay sharp at any zoom). --transparent
    leaves the background unpainted for compositing (PNG, WebP, SVG, PDF; JPEG has no alpha).
    Scenes with a board and bots (bots, scripts) use your board theme, piece set and avatar
    style from the settings store; the rendering options override them for this run (a script
    may fix its own theme and pieces, which only the options override). --posture draws the
    scene as a foldable shows it, keeping it off the hinge (the clock scene draws the hinge in
    tabletop).
    """
    static let arguments = [SceneArgument.help]

    static let time = Option(
        "--t", value: "SECONDS", kind: .number(nil),
        help: "the scene time to draw, from 0 to the scene's length", default: .text("the scene's still time"))

    static let optionGroups = [
        OptionGroup("Options", [time, WordsOptions.alt]),
        OutputOptions.still,
        GameOptions.group,
        RenderingOptions.group(RenderingOptions.sceneLook + RenderingOptions.sceneSize),
    ]

    static let examples = [
        "still coins -o coins.png",
        "still coins --t 2.9 --scheme dark --scale 3 -o forge.pdf",
        "still bots -o bots.png",
        "still bots --alt --locale es -o bots.png",
        "still bots --avatars monogram --theme wood --pieces geometric -o bots.png",
        "still bots --scheme dark --posture open -o bots-open.png",
        "still clock --posture tabletop -o clock.png",
        "still Examples/Scenes/scholars-mate.scene --theme wood -o mate.png",
        "still coins --format svg -o - | gzip > coins.svgz",
        "still bots --quality 85 -o bots.jpg",
        "still bots --transparent -o bots-overlay.png",
        "still coins --transparent -o coins.webp",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        let output = try StillOutput(arguments, defaultName: SceneArgument.fileStem(sceneName))
        var spec = RenderSpec(output: .still(output.format), overrides: options.overrides)
        (spec.width, spec.scale, spec.time) = (options.width, options.scale, arguments.number(time))
        (spec.quality, spec.transparent) = (output.quality, output.transparent)
        let plan = try options.prepare(sceneName).plan(try spec.checked(output: output.destination.shown))
        let t = plan.time ?? 0
        try output.write(try plan.encodedStill(), size: plan.size, what: "\(plan.scene.displayName) at t = \(t.trimmed) s")
        if arguments.flag(WordsOptions.alt) {
            WordsOptions.printAlt(try plan.scene.altText(at: t), pictureOnStandardOutput: output.destination == .standardOutput(output.format))
        }
        return 0
    }
}
