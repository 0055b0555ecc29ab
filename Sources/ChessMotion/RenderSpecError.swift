import ChessMotionSupport
import MotionExport

/// Why a render's choices cannot be drawn, with the facts a door needs to say it in its own
/// words: the field as the library names it, and what would be taken instead.
package enum RenderSpecError: Error, Sendable, Hashable {
    /// The output takes no such choice; `takers` would.
    case notForOutput(RenderSpec.Field, output: RenderOutput, takers: [RenderOutput])
    /// Two choices that cannot both hold: the second is refused beside the first.
    case conflicting(RenderSpec.Field, RenderSpec.Field)
    /// A hold is `live` playback's; the other playbacks end where the scene does.
    case holdNeedsLive(ClipPlayback)
    case outOfRange(RenderSpec.Field, value: Double, allowed: ClosedRange<Double>)
    /// `quality` or `transparent` against the output (`OutputChoices`).
    case outputChoice(OutputChoiceError)

    /// The field refused, the one a door names.
    package var field: RenderSpec.Field {
        switch self {
        case .notForOutput(let field, _, _), .conflicting(_, let field), .outOfRange(let field, _, _): field
        case .holdNeedsLive: .hold
        case .outputChoice(let refusal): refusal.choice == "quality" ? .quality : .transparent
        }
    }

    /// The refusal in words that suit every door once it has named the field: "a Lottie file
    /// takes no fps" is said by each door as "--fps: ..." or "query.fps: ...".
    package func reason(naming name: (RenderSpec.Field) -> String) -> String {
        switch self {
        case let .notForOutput(_, output, takers):
            return "is for \(RenderOutput.described(takers)), not \(output.name)"
        case let .conflicting(first, _):
            return "cannot be given with \(name(first))"
        case .holdNeedsLive(let playback):
            return "is live playback's, not \(playback.rawValue)'s"
        case let .outOfRange(_, value, allowed):
            return "\(value.trimmed) is outside \(allowed.lowerBound.trimmed)...\(allowed.upperBound.trimmed)"
        case .outputChoice(let refusal):
            switch refusal {
            case let .qualityNotTaken(_, takers):
                return "only \(RenderOutput.listed(takers, joinedBy: "and")) take a quality"
            case let .qualityOutOfRange(_, range, output):
                return "\(output.qualityName) is \(range.lowerBound)...\(range.upperBound), \(refusal.scale)"
            case let .transparencyNotTaken(output, takers):
                return "\(output.name) has no transparency; use \(RenderOutput.listed(takers, joinedBy: "or"))"
            }
        }
    }
}

extension RenderOutput {
    /// Outputs as a refusal names them, by family where a whole family takes a choice:
    /// "stills", "clips, PNG frames and Lottie", else each by name.
    package static func described(_ outputs: [RenderOutput]) -> String {
        var names: [String] = []
        var rest = outputs
        let families: [(String, [RenderOutput])] = [("stills", stills), ("clips", clips), ("PNG frames", [.frames]), ("Lottie", lotties)]
        for (name, members) in families where members.allSatisfy(rest.contains) {
            names.append(name)
            rest.removeAll(where: members.contains)
        }
        return (names + rest.map(\.name)).listed("and")
    }

    /// "JPEG, WebP and PNG": names as a message lists them.
    package static func listed(_ outputs: [RenderOutput], joinedBy word: String) -> String {
        outputs.map(\.name).listed(word)
    }
}
