import ChessMotion
import ChessMotionSupport
import MotionExport
import Foundation
import MotionKit

struct CurveCommand: Command {
    static let name = "curve"
    static let summary = "Plot a motion curve over time with its settle time, or a scene's main spring."
    static let help = """
    Usage: chess-motion curve spring|smooth|bump [CURVE OPTIONS] [--scene SCENE] [--t T] -o FILE

    Draws the curve against time with its resting value, the band it settles into (within
    0.5%), the settle time and the overshoot peak marked. FILE is .png, .svg or .pdf.

    Curve options:
      --w W                    spring speed (spring 14, bump 30 by default)
      --damping Z              damping ratio, below 1 (default 0.78)
      --len SECONDS            smooth: the fade's length (default 0.3);
                               bump: the time between rising and falling (default 0.14)
      --scene SCENE            plot SCENE's main spring on the scene's own time axis
                               (its w, damping and start instant)
      --t T                    mark the curve's value at time T with a dot (with --scene: the
                               scene time T)
      -o, --output FILE        where to write
      --scheme light|dark      colour scheme (default: from your settings)
      --width PIXELS           output width (default 1280)
      --scale K                output size as a multiple of the plot's 640 x 400

    Examples:
      chess-motion curve spring -o spring.png
      chess-motion curve spring --w 9 --damping 0.6 -o bouncy.svg
      chess-motion curve bump --len 0.2 -o bump.png
      chess-motion curve spring --scene coins --t 0.5 -o coins-spring.png
    """

    enum Kind: String, CaseIterable { case spring, smooth, bump }

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let w = try arguments.double("--w")
        let damping = try arguments.double("--damping")
        let length = try arguments.double("--len")
        let sceneName = try arguments.value("--scene")
        let marker = try arguments.double("--t")
        let options = try RenderingOptions.parse(&arguments)
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o FILE") }
        let word = try arguments.positionals(exactly: "the curve (spring, smooth or bump)")[0]
        guard let kind = Kind(rawValue: word) else {
            throw UsageError.invalidChoice(option: "curve", value: word, choices: Kind.allCases.map(\.rawValue))
        }

        let url = URL(fileURLWithPath: output)
        _ = try StillWriter.format(for: url)
        try StillWriter.checkWritable(url)

        let plot: CurvePlot
        if let sceneName {
            guard kind == .spring else { throw UsageError.conflictingOptions("--scene", "'curve \(kind.rawValue)' (a scene's main curve is a spring)") }
            for (flag, value) in [("--w", w), ("--damping", damping), ("--len", length)] where value != nil {
                throw UsageError.conflictingOptions(flag, "--scene (the scene's spring has its own)")
            }
            let setup = try options.prepare(sceneName)
            let scene = setup.scene
            guard let spring = (scene as? any MainSpringDescribing)?.mainSpring else { throw CurveError.noMainSpring(scene: sceneName) }
            let curve = try PlottedCurve.spring(w: spring.w, damping: spring.damping).validated()
            plot = CurvePlot(curve: curve, origin: spring.start, marker: marker,
                             title: "\(setup.displayName): \(spring.role)",
                             axisLabel: "scene time t (seconds)")
        } else {
            let curve: PlottedCurve
            switch kind {
            case .spring:
                if length != nil { throw UsageError.conflictingOptions("--len", "'curve spring'") }
                curve = .spring(w: w ?? PlottedCurve.defaultW, damping: damping ?? PlottedCurve.defaultDamping)
            case .smooth:
                if w != nil { throw UsageError.conflictingOptions("--w", "'curve smooth'") }
                if damping != nil { throw UsageError.conflictingOptions("--damping", "'curve smooth'") }
                curve = .smooth(length: length ?? PlottedCurve.defaultSmoothLength)
            case .bump:
                curve = .bump(length: length ?? PlottedCurve.defaultBumpLength, w: w ?? PlottedCurve.defaultBumpW,
                              damping: damping ?? PlottedCurve.defaultDamping)
            }
            plot = CurvePlot(curve: try checked(curve), marker: marker)
        }

        let size: PixelSize = options.width != nil || options.scale != nil
            ? try options.pixelSize(box: CurvePlot.plotBox)
            : PixelSize(width: 1280, height: 800)
        let renderer = try options.resolve().renderer(for: plot)
        try StillWriter.write(renderer, at: 0, size: size, to: url)
        return 0
    }
}

extension CurveCommand {
    /// The curve from the flags, or a usage error (exit status 2, as for any bad option) naming
    /// the flag that holds a value out of range.
    static func checked(_ curve: PlottedCurve) throws -> PlottedCurve {
        do { return try curve.validated() } catch {
            guard case .parameter(let name, let value, let allowed) = error else { throw error }
            throw UsageError.outOfRange(option: name == "length" ? "--len" : "--" + name, value: value.trimmed,
                                        allowed: "use \(allowed.lowerBound.trimmed) to \(allowed.upperBound.trimmed)")
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
