import ChessMotion

extension ServiceError {
    /// The library's refusal of `quality` or `transparent` for the route's format, in the
    /// service's words: the parameter, and the formats that would take it.
    init(_ refusal: OutputChoiceError) {
        switch refusal {
        case let .qualityNotTaken(_, takers):
            self = .badParameter(name: refusal.choice, reason: "only \(Self.listed(takers, joinedBy: "and")) take a quality")
        case let .qualityOutOfRange(_, range, output):
            self = .badParameter(name: refusal.choice, reason: "\(output.qualityName) is \(range.lowerBound)...\(range.upperBound), \(refusal.scale)")
        case let .transparencyNotTaken(output, takers):
            self = .badParameter(name: refusal.choice, reason: "\(output.name) has no transparency; use \(Self.listed(takers, joinedBy: "or"))")
        }
    }

    private static func listed(_ outputs: [RenderOutput], joinedBy word: String) -> String {
        let names = outputs.map(\.name)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " \(word) " + names[names.count - 1]
    }
}
