import BoardKit
import ChessCore
import MotionKit

/// The tag a game scene shows by the last move: the SAN with the move's judgement ("Nf6??"),
/// then a chip for each further NAG the file gives ("!?" then "±"), each in its own colour, so
/// a ply annotated several ways shows every annotation rather than the first.
package struct MoveBadge: Sendable, Hashable {
    package struct Segment: Sendable, Hashable {
        package let text: String
        package let color: Color
    }

    /// The SAN tag first, then one chip per further NAG; never empty.
    package let segments: [Segment]

    /// The gap between two chips, in box units.
    static let gap = 2.0
    static let style = TextStyle(size: 9, weight: .bold)
    static let height = 14.0

    package init(san: String, nags: [NAG]) {
        // The first judgement of the move rides on the SAN, as the badge has always shown it.
        let judgement = nags.first(where: \.judgesMove)
        let rest = nags.filter { $0 != judgement }
        segments = [Segment(text: san + (judgement?.text ?? ""), color: Self.color(of: judgement))]
            + rest.map { Segment(text: $0.text, color: Self.color(of: $0)) }
    }

    init(ply step: BoardTimeline.Step, of game: PGNGame, index: Int) {
        self.init(san: step.san, nags: game.plies.indices.contains(index) ? game.plies[index].shownNAGs : [])
    }

    /// Each chip's width: its text and 4 units either side.
    func widths(measure: (String) -> Double) -> [Double] {
        segments.map { measure($0.text) + 8 }
    }

    /// The colour of a judgement, as annotation tools mark them: green for good, teal for
    /// brilliant, amber for dubious, orange for a mistake, red for a blunder, violet for
    /// interesting; for the position, blue when White stands better, near-black when Black
    /// does, slate when it is level or unclear; dark grey for the rest (and no NAG).
    static func color(of nag: NAG?) -> Color {
        switch nag?.rawValue {
        case 1: Color(red: 0.36, green: 0.62, blue: 0.26)
        case 3: Color(red: 0.10, green: 0.60, blue: 0.62)
        case 2: Color(red: 0.90, green: 0.52, blue: 0.13)
        case 4: Color(red: 0.80, green: 0.20, blue: 0.18)
        case 5: Color(red: 0.55, green: 0.40, blue: 0.80)
        case 6: Color(red: 0.85, green: 0.68, blue: 0.15)
        case 14, 16, 18: Color(red: 0.22, green: 0.44, blue: 0.72)
        case 15, 17, 19: Color(red: 0.16, green: 0.17, blue: 0.22)
        case 7, 10, 13: Color(red: 0.42, green: 0.46, blue: 0.52)
        default: Color(red: 0.25, green: 0.25, blue: 0.28)
        }
    }
}
