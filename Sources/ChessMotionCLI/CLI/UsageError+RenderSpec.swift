import ChessMotion
import ChessMotionSupport

extension UsageError {
    /// The library's refusal of a render's choices in the command line's words: each field is
    /// the option of its name (`--width`, `--t`), `output` the `-o` it was refused for; `family`
    /// words the outputs that would take `--quality` or `--transparent` ("JPEG stills").
    init(_ refusal: RenderSpecError, output: String, family: (RenderOutput) -> String = \.name) {
        func option(_ field: RenderSpec.Field) -> String { "--" + field.rawValue }
        switch refusal {
        case let .notForOutput(field, _, takers):
            self = .notForOutput(option: option(field), output: output, formats: takers.map(family))
        case let .conflicting(field, other):
            self = .conflictingOptions(option(field), option(other))
        case .holdNeedsLive(let playback):
            self = .conflictingOptions(option(.hold), "\(option(.playback)) \(playback.rawValue)")
        case let .outOfRange(field, value, allowed):
            self = .outOfRange(option: option(field), value: value.trimmed,
                               allowed: "between \(allowed.lowerBound.trimmed) and \(allowed.upperBound.trimmed)")
        case .outputChoice(let choice):
            let name = choice.choice == "quality" ? OutputOptions.quality.name : OutputOptions.transparent.name
            switch choice {
            case let .qualityNotTaken(_, takers), let .transparencyNotTaken(_, takers):
                self = .notForOutput(option: name, output: output, formats: takers.map(family))
            case let .qualityOutOfRange(value, range, output):
                self = .outOfRange(option: name, value: String(value),
                                   allowed: "\(output.qualityName) is \(OutputOptions.range(range)), \(choice.scale)")
            }
        }
    }
}

extension RenderSpec {
    /// The spec checked, its refusal worded for `-o path`.
    func checked(output path: String, family: (RenderOutput) -> String = \.name) throws(UsageError) -> RenderSpec {
        do throws(RenderSpecError) { try check() } catch { throw UsageError(error, output: path, family: family) }
        return self
    }
}
