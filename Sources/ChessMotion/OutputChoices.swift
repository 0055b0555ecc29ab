import MotionExport
import MotionKit

extension RenderOutput {
    /// The `quality` values the output takes: a lossy still's quality (higher is better), a
    /// video's CRF (lower is better); nil where there is no such trade.
    package var qualityRange: ClosedRange<Int>? {
        switch self {
        case .still(let format): format.qualityRange
        case .clip(let format): format.qualityRange
        case .lottie, .frames: nil
        }
    }

    /// Whether a transparent background survives in the output.
    package var carriesAlpha: Bool {
        switch self {
        case .still(let format): format.carriesAlpha
        case .clip(let format): format.carriesAlpha
        case .lottie, .frames: true
        }
    }

    /// What people call the output in a message: "JPEG", ".mp4", "Lottie", "a PNG folder".
    package var name: String {
        switch self {
        case .still(let format): format.displayName
        case .clip(let format): "." + format.rawValue
        case .lottie(let archive): archive ? "dotLottie" : "Lottie"
        case .frames: "a PNG folder"
        }
    }

    /// What `quality` is called for the output: "JPEG quality", "the CRF of .mp4".
    package var qualityName: String {
        if case .clip(let format) = self { return "the CRF of .\(format.rawValue)" }
        return "\(name) quality"
    }

    /// Every output of the same family as this one, stills or animations (clips, frames and
    /// Lottie): the list a refusal offers instead.
    package var family: [RenderOutput] {
        switch self {
        case .still: RenderOutput.stills
        case .clip, .frames, .lottie: RenderOutput.clips + [.frames] + RenderOutput.lotties
        }
    }
}

/// The choices whose meaning depends on what is written, `quality` and `transparent`, checked
/// against the output once for every door: the command line, the service and batch each
/// translate a refusal into their own words (`--quality`, `query.quality`, `jobs[3].quality`).
package struct OutputChoices: Sendable, Hashable {
    package var quality: Int?
    package var transparent: Bool

    package init(quality: Int?, transparent: Bool, for output: RenderOutput) throws(OutputChoiceError) {
        if let quality {
            guard let range = output.qualityRange else {
                throw .qualityNotTaken(by: output, takers: output.family.filter { $0.qualityRange != nil })
            }
            guard range.contains(quality) else { throw .qualityOutOfRange(quality, range: range, output: output) }
        }
        if transparent, !output.carriesAlpha {
            throw .transparencyNotTaken(by: output, takers: output.family.filter(\.carriesAlpha))
        }
        self.quality = quality
        self.transparent = transparent
    }
}

/// Why a choice does not fit the output, with the outputs that would take it.
package enum OutputChoiceError: Error, Sendable, Hashable {
    case qualityNotTaken(by: RenderOutput, takers: [RenderOutput])
    case qualityOutOfRange(Int, range: ClosedRange<Int>, output: RenderOutput)
    case transparencyNotTaken(by: RenderOutput, takers: [RenderOutput])

    /// The choice refused, as the library names it: "quality" or "transparent".
    package var choice: String {
        switch self {
        case .qualityNotTaken, .qualityOutOfRange: "quality"
        case .transparencyNotTaken: "transparent"
        }
    }

    /// What the choice means for that output: "higher is better and bigger" for a still's
    /// quality, a video's CRF the other way round.
    package var scale: String {
        guard case .qualityOutOfRange(_, _, let output) = self else { return "" }
        if case .still = output { return "higher is better and bigger" }
        return "lower is better and bigger"
    }
}
