import MotionExport
import MotionKit

/// One render as every door describes it: what it is written into and how it is drawn. The
/// command line, the service and batch each turn their own syntax (argv, a query string, a
/// manifest entry) into this, and `check()` holds every rule about which choice goes with which
/// output; a door only words the refusal (`--hold`, `query.hold`, `jobs[3].hold`).
/// `PreparedScene.plan(_:)` then resolves it against a scene and `RenderPlan` runs it.
package struct RenderSpec: Sendable, Hashable {
    /// The choices a render takes, by the name the service's query and batch's manifests use
    /// (the command line's option is `--` and the same word).
    package enum Field: String, Sendable, Hashable, CaseIterable {
        case width, scale, time = "t", playback, hold, fps, from, to, quality, transparent, sound, mute, captions
    }

    package var output: RenderOutput
    /// The look and the scene's choices over the settings (theme, locale, posture, a game...).
    package var overrides = SceneOverrides()
    /// One size rule at a time, or neither: the scene's own size.
    package var width: Int?
    package var scale: Double?
    /// A still's instant in scene seconds; nil is the scene's still time. Checked against the
    /// scene's length when planned, so a refusal can name it.
    package var time: Double?
    /// A clip's playback; nil is `live`.
    package var playback: ClipPlayback?
    /// How long `live` holds the still frame; nil is `FrameSchedule.defaultHold`.
    package var hold: Double?
    /// Frames a second of a clip, PNG frames or Lottie; nil is the output's own.
    package var fps: Double?
    /// A clip's range in clip seconds.
    package var from: Double?
    package var to: Double?
    package var quality: Int?
    package var transparent = false
    /// A video's sound set; `mute` for none; neither is the settings' set.
    package var sound: String?
    package var mute = false
    /// A video's subtitle track and WebVTT file.
    package var captions = false

    package init(output: RenderOutput, overrides: SceneOverrides = SceneOverrides()) {
        self.output = output
        self.overrides = overrides
    }

    /// The fields given a value, for the rules that refuse a choice an output does not take.
    package var givenFields: [Field] {
        let given: [(Field, Bool)] = [
            (.width, width != nil), (.scale, scale != nil), (.time, time != nil), (.playback, playback != nil),
            (.hold, hold != nil), (.fps, fps != nil), (.from, from != nil), (.to, to != nil), (.quality, quality != nil),
            (.transparent, transparent), (.sound, sound != nil), (.mute, mute), (.captions, captions),
        ]
        return given.filter(\.1).map(\.0)
    }

    /// The outputs that take `field` at all; every output takes a size and a look.
    package static func takers(of field: Field) -> [RenderOutput] { takersByField[field] ?? [] }

    /// Made once: batch checks a spec per job, up to 100,000 of them.
    private static let takersByField = Dictionary(uniqueKeysWithValues: Field.allCases.map { field -> (Field, [RenderOutput]) in
        let every = RenderOutput.every
        return switch field {
        case .width, .scale, .transparent, .quality: (field, every)
        case .time: (field, RenderOutput.stills)
        case .fps: (field, every.filter { $0.defaultFPS != nil })
        case .playback, .hold, .from, .to, .sound, .mute: (field, every.filter(\.isClip))
        case .captions: (field, every.filter(\.carriesCaptions))
        }
    })

    /// The one validation of a render's choices, before any scene is loaded or frame drawn:
    /// each choice is one the output takes, within its range, and no two contradict each other.
    /// Quality and transparency are `OutputChoices`' rule.
    package func check() throws(RenderSpecError) {
        for field in givenFields {
            let takers = Self.takers(of: field)
            if !takers.contains(output) { throw .notForOutput(field, output: output, takers: takers) }
        }
        if width != nil, scale != nil { throw .conflicting(.width, .scale) }
        if sound != nil, mute { throw .conflicting(.sound, .mute) }
        if hold != nil, let playback, playback != .live { throw .holdNeedsLive(playback) }
        if let width, !SceneSize.widths.contains(width) {
            throw .outOfRange(.width, value: Double(width), allowed: Double(SceneSize.widths.lowerBound)...Double(SceneSize.widths.upperBound))
        }
        try Self.require(scale, in: SceneSize.scales, .scale)
        try Self.require(fps, in: FrameSchedule.fpsRange, .fps)
        try Self.require(hold, in: 0...FrameSchedule.maximumHold, .hold)
        do throws(OutputChoiceError) { _ = try OutputChoices(quality: quality, transparent: transparent, for: output) } catch {
            throw .outputChoice(error)
        }
    }

    private static func require(_ value: Double?, in range: ClosedRange<Double>, _ field: Field) throws(RenderSpecError) {
        if let value, !(value.isFinite && range.contains(value)) { throw .outOfRange(field, value: value, allowed: range) }
    }
}

extension RenderOutput {
    /// Whether the output carries a subtitle track (a video ffmpeg muxes one into).
    package var carriesCaptions: Bool {
        if case .clip(let format) = self { return format.subtitleCodec != nil }
        return false
    }
}
