import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionExport
import MotionKit

struct CurveCommand: Command {
    static let name = "curve"
    static let summary = "Plot a motion curve over time with its settle time, or a scene's main spring."
    static let usage = ["curve spring|smooth|bump [CURVE OPTIONS] [--scene SCENE] [--t T] -o FILE"]
    static let discussion = """
    Draws the curve against time with its resting value, the band it settles into (within
    0.5%), the settle time and the overshoot peak marked. FILE is .png, .svg or .pdf.
    """
    static let arguments = [ArgumentHelp("CURVE", Kind.allCases.map(\.rawValue).joined(separator: ", "))]

    enum Kind: String, CaseIterable { case spring, smooth, bump }

    static let w = Option(
        "--w", value: "W", kind: .number(nil), help: "spring speed",
        default: .text("spring \(PlottedCurve.defaultW.trimmed), bump \(PlottedCurve.defaultBumpW.trimmed)"))
    static let damping = Option(
        "--damping", value: "Z", kind: .number(nil), help: "damping ratio, below 1",
        default: .text(PlottedCurve.defaultDamping.trimmed))
    static let length = Option(
        "--len", value: "SECONDS", kind: .number(nil),
        help: "smooth: the fade's length; bump: the time between rising and falling",
        default: .text("smooth \(PlottedCurve.defaultSmoothLength.trimmed), bump \(PlottedCurve.defaultBumpLength.trimmed)"))
    static let scene = Option(
        "--scene", value: "SCENE", kind: .text,
        help: "plot SCENE's main spring on the scene's own time axis (its w, damping and start instant)")
    static let marker = Option(
        "--t", value: "T", kind: .number(nil),
        help: "mark the curve's value at time T with a dot (with --scene: the scene time T)")

    static let defaultSize = PixelSize(width: 1280, height: 800)

    static let optionGroups = [
        OptionGroup("Curve options", [w, damping, length, scene, marker]),
        OutputOptions.still,
        // A plot has no board, no bots and no device: only its colours follow the settings.
        RenderingOptions.group([RenderingOptions.scheme] + RenderingOptions.sizeOptions(
            box: "the plot's \(CurvePlot.plotBox.width.trimmed) x \(CurvePlot.plotBox.height.trimmed)",
            defaultSize: "\(defaultSize.width)")),
    ]

    static let examples = [
        "curve spring -o spring.png",
        "curve spring --w 9 --damping 0.6 -o bouncy.svg",
        "curve bump --len 0.2 -o bump.png",
        "curve spring --scene coins --t 0.5 -o coins-spring.png",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let word = try arguments.positionals(exactly: "the curve (spring, smooth or bump)")[0]
        guard let kind = Kind(rawValue: word) else {
            throw UsageError.invalidChoice(option: "curve", value: word, choices: Kind.allCases.map(\.rawValue))
        }
        let sceneName = arguments.text(scene)
        let output = try StillOutput(arguments, defaultName: sceneName.map { "\(SceneArgument.fileStem($0))-\(kind.rawValue)" } ?? kind.rawValue)
        let (w, damping, length) = (arguments.number(Self.w), arguments.number(Self.damping), arguments.number(Self.length))
        let marker = arguments.number(Self.marker)

        let plot: CurvePlot
        let what: String
        if let sceneName {
            guard kind == .spring else { throw UsageError.conflictingOptions("--scene", "'curve \(kind.rawValue)' (a scene's main curve is a spring)") }
            for (flag, value) in [(Self.w.name, w), (Self.damping.name, damping), (Self.length.name, length)] where value != nil {
                throw UsageError.conflictingOptions(flag, "--scene (the scene's spring has its own)")
            }
            let setup = try options.prepare(sceneName)
            guard let spring = (setup.scene as? any MainSpringDescribing)?.mainSpring else {
                throw CurveError.noMainSpring(scene: sceneName)
            }
            let curve = try PlottedCurve.spring(w: spring.w, damping: spring.damping).validated()
            plot = CurvePlot(curve: curve, origin: spring.start, marker: marker,
                             title: "\(setup.displayName): \(spring.role)", axisLabel: "scene time t (seconds)")
            what = "\(setup.displayName): \(spring.role)"
        } else {
            let curve: PlottedCurve
            switch kind {
            case .spring:
                if length != nil { throw UsageError.conflictingOptions(Self.length.name, "'curve spring'") }
                curve = .spring(w: w ?? PlottedCurve.defaultW, damping: damping ?? PlottedCurve.defaultDamping)
            case .smooth:
                if w != nil { throw UsageError.conflictingOptions(Self.w.name, "'curve smooth'") }
                if damping != nil { throw UsageError.conflictingOptions(Self.damping.name, "'curve smooth'") }
                curve = .smooth(length: length ?? PlottedCurve.defaultSmoothLength)
            case .bump:
                curve = .bump(length: length ?? PlottedCurve.defaultBumpLength, w: w ?? PlottedCurve.defaultBumpW,
                              damping: damping ?? PlottedCurve.defaultDamping)
            }
            plot = CurvePlot(curve: try checked(curve), marker: marker)
            what = "a \(kind.rawValue) curve"
        }

        let size = options.width != nil || options.scale != nil ? try options.pixelSize(box: CurvePlot.plotBox) : defaultSize
        try output.write(try options.resolve().renderer(for: plot), at: 0, size: size, what: what)
        return 0
    }
}

extension CurveCommand {
    /// The curve from the flags, or a usage error (exit status 2, as for any bad option) naming
    /// the flag that holds a value out of range.
    static func checked(_ curve: PlottedCurve) throws -> PlottedCurve {
        do { return try curve.validated() } catch {
            switch error {
            case .parameter(let name, let value, let allowed):
                throw UsageError.outOfRange(option: name == "length" ? "--len" : "--" + name, value: value.trimmed,
                                            allowed: "use \(allowed.lowerBound.trimmed) to \(allowed.upperBound.trimmed)")
            case .spring(.damping(let value)):
                throw UsageError.outOfRange(option: "--damping", value: value.trimmed, allowed: "use a value above 0 and below 1")
            case .spring(.frequency(let value)):
                throw UsageError.outOfRange(option: "--w", value: value.trimmed, allowed: "use a finite value above 0")
            }
        }
    }
}

enum CurveError: Error, CustomStringConvertible {
    case noMainSpring(scene: String)

    var description: String {
        switch self {
        case .noMainSpring(let scene): "the scene '\(scene)' does not name a main spring to plot"
        }
    }
}
