import ChessMotion
import MotionExport
import MotionKit
import Testing

/// The one description of a render: each output takes exactly the choices its family has, and
/// a refusal carries the field and the outputs that would take it, which each door words.
@Suite("RenderSpec: which output takes which choice")
struct RenderSpecTests {
    /// A spec with `field` given a value every output in range would accept.
    static func spec(_ output: RenderOutput, giving field: RenderSpec.Field) -> RenderSpec {
        var spec = RenderSpec(output: output)
        switch field {
        case .width: spec.width = 64
        case .scale: spec.scale = 0.5
        case .time: spec.time = 1
        case .playback: spec.playback = .loop
        case .hold: spec.hold = 1
        case .fps: spec.fps = 30
        case .from: spec.from = 0.5
        case .to: spec.to = 1
        case .quality: spec.quality = output.qualityRange?.lowerBound ?? 1
        case .transparent: spec.transparent = true
        case .sound: spec.sound = "standard"
        case .mute: spec.mute = true
        case .captions: spec.captions = true
        }
        return spec
    }

    @Test(arguments: RenderSpec.Field.allCases)
    func aFieldIsTakenByItsTakersAndRefusedElsewhereNamingThem(_ field: RenderSpec.Field) {
        let takers = RenderSpec.takers(of: field)
        #expect(!takers.isEmpty)
        for output in RenderOutput.every {
            let spec = Self.spec(output, giving: field)
            let refusal: RenderSpecError?
            do { try spec.check(); refusal = nil } catch { refusal = error }
            let alsoOutputRule = (field == .quality && output.qualityRange == nil) || (field == .transparent && !output.carriesAlpha)
            if takers.contains(output), !alsoOutputRule {
                #expect(refusal == nil, "\(output.name) refused \(field): \(String(describing: refusal))")
            } else {
                #expect(refusal?.field == field, "\(output.name) took \(field)")
            }
        }
    }

    @Test func stillsTakeAnInstantAndClipsAPlaybackAndLottieOnlyARate() {
        #expect(RenderSpec.takers(of: .time).allSatisfy { if case .still = $0 { true } else { false } })
        #expect(RenderSpec.takers(of: .playback) == VideoFormat.allCases.map(RenderOutput.clip) + [.frames])
        #expect(RenderSpec.takers(of: .fps).contains(.lottie(archive: true)))
        #expect(RenderSpec.takers(of: .captions) == [.clip(.mp4), .clip(.webm), .clip(.mov)])
    }

    @Test func conflictsAndRangesNameTheFieldRefused() {
        var sized = RenderSpec(output: .still(.png))
        (sized.width, sized.scale) = (100, 2)
        #expect(throws: RenderSpecError.conflicting(.width, .scale)) { try sized.check() }
        var held = RenderSpec(output: .clip(.gif))
        (held.hold, held.playback) = (1, .once)
        #expect(throws: RenderSpecError.holdNeedsLive(.once)) { try held.check() }
        var wide = RenderSpec(output: .clip(.mp4))
        wide.width = 8
        #expect(throws: RenderSpecError.outOfRange(.width, value: 8, allowed: 16...Double(PixelSize.maximumSide))) { try wide.check() }
        var loud = RenderSpec(output: .clip(.webm))
        (loud.sound, loud.mute) = ("standard", true)
        #expect(throws: RenderSpecError.conflicting(.sound, .mute)) { try loud.check() }
        #expect(RenderSpecError.conflicting(.sound, .mute).field == .mute, "the second is the one refused beside the first")
        #expect(RenderOutput.described(RenderSpec.takers(of: .fps)) == "clips, PNG frames and Lottie")
    }
}
