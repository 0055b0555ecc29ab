import ChessMotion

extension UsageError {
    /// The library's refusal of `--quality` or `--transparent` for the output `-o` names, in the
    /// command line's words; `family` words the outputs that would take it ("JPEG stills").
    init(_ refusal: OutputChoiceError, output: String, family: (RenderOutput) -> String = \.name) {
        let option = refusal.choice == "quality" ? OutputOptions.quality.name : OutputOptions.transparent.name
        switch refusal {
        case let .qualityNotTaken(_, takers), let .transparencyNotTaken(_, takers):
            self = .notForOutput(option: option, output: output, formats: takers.map(family))
        case let .qualityOutOfRange(value, range, output):
            self = .outOfRange(option: option, value: String(value),
                               allowed: "\(output.qualityName) is \(OutputOptions.range(range)), \(refusal.scale)")
        }
    }
}
