import ChessMotionSupport
import BoardKit
import ChessCore
import ChessScenes
import MotionKit

/// One validation in progress: the moves being checked, with where each was written, and the
/// diagnostics found so far.
struct ValidationRun {
    struct Entry {
        var move: TimedMove
        /// The move as its author wrote it.
        var text: String
        var location: TextLocation?

        init(move: TimedMove, text: String? = nil, location: TextLocation?) {
            self.move = move
            self.text = text ?? move.text
            self.location = location
        }
    }

    /// The script's start, or the pgn block's FEN tag once it is read.
    var start: Position
    var moves: [Entry]
    let motion: BoardMotion
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// True once BoardKit has played every move.
    private(set) var movesAreLegal = false
    /// False when the moves could not even be listed (unreadable PGN), so rules about the last
    /// move have nothing to judge.
    var movesAreKnown = true
    /// False when `auto` timing could not be derived, so rules about the still and the fades
    /// have no values to judge.
    var timingIsKnown = true

    init(start: Position, moves: [Entry], motion: BoardMotion) {
        self.start = start
        self.moves = moves
        self.motion = motion
    }

    mutating func add(_ problem: SceneProblem, at location: TextLocation?) {
        diagnostics.append(SceneDiagnostic(problem, at: location))
    }

    /// The ply at `index` as a score sheet names it.
    func ply(_ index: Int) -> Ply { Ply(index: index, after: start, text: moves[index].text) }

    /// Plays the moves on BoardKit's timeline to learn whether each is legal. The instants are
    /// replaced by the moves' order here, so that a timing mistake (checked separately) cannot
    /// hide an illegal move behind it.
    mutating func checkChess() {
        guard movesAreKnown else { return }
        let ordered = moves.enumerated().map { index, entry in
            var move = entry.move
            move.instant = Double(index)
            return move
        }
        do throws(BoardTimelineError) {
            _ = try BoardTimeline(start: start, moves: ordered)
            movesAreLegal = true
        } catch {
            record(error)
        }
    }

    private mutating func record(_ error: BoardTimelineError) {
        guard let reference = error.move, moves.indices.contains(reference.index) else { return }
        let index = reference.index
        let rejection: MoveRejection
        switch error {
        case let .illegalSAN(_, reason): rejection = .san(reason)
        case let .illegalMove(_, reason): rejection = .move(reason)
        case let .badSquare(_, square): rejection = .square(square)
        case let .malformedUCI(_, reason): rejection = .uci(reason)
        case .invalidFEN, .invalidInstant, .outOfOrder: return
        }
        let location = moves[index].location.map { $0.advanced(by: rejection.characterIndex ?? 0) }
        add(.illegalMove(ply(index), rejection), at: location)
    }

    /// Instants: finite, strictly increasing, inside the loop, far enough apart for the
    /// previous move to have settled, and not lost in the fade-out.
    mutating func checkTiming(duration: Double, fadeOut: TimeSpan?) {
        let needed = motion.settleDuration
        for index in moves.indices {
            let instant = moves[index].move.instant
            let location = moves[index].location
            guard instant.isFinite else {
                add(.invalidInstant(ply(index), instant: instant), at: location)
                continue
            }
            if instant < 0 || instant >= duration {
                add(.instantOutsideDuration(ply(index), instant: instant, duration: duration), at: location)
            } else if let fadeOut, instant >= fadeOut.start {
                add(.moveDuringFadeOut(ply(index), instant: instant, fadeOut: fadeOut), at: location)
            }
            guard index > 0 else { continue }
            let previous = moves[index - 1].move.instant
            guard previous.isFinite else { continue }
            if instant <= previous {
                add(.instantsNotIncreasing(ply(index), instant: instant, previous: ply(index - 1), previousInstant: previous),
                    at: location)
            } else if instant - previous + Self.slack < needed {
                add(.movesTooClose(ply(index), gap: instant - previous, needed: needed, previous: ply(index - 1)), at: location)
            }
        }
    }

    /// The still frame must show the story told: every move settled, the scene fully faded in
    /// and not yet fading out.
    mutating func checkStill(_ still: Double, duration: Double, fadeIn: TimeSpan?, fadeOut: TimeSpan?, at location: TextLocation?) {
        guard still.isFinite, still >= 0, still <= duration else {
            add(.stillOutsideDuration(still: still, duration: duration), at: location)
            return
        }
        // A last move outside the loop is reported as such; its settling is beside the point.
        if movesAreKnown, let last = moves.indices.last, moves[last].move.instant.isFinite,
           moves[last].move.instant < duration {
            let settled = moves[last].move.instant + motion.settleDuration
            if still + Self.slack < settled {
                add(.stillBeforeSettled(still: still, settled: settled, last: ply(last)), at: location)
            }
        }
        if let fadeIn, still < fadeIn.end {
            let opacity = fadeIn.length > 0 ? M.smooth(fadeIn.start, fadeIn.end, still) : 0
            add(.stillDuringFade(still: still, fade: fadeIn, fadingIn: true, opacity: opacity), at: location)
        }
        if let fadeOut, still > fadeOut.start {
            let opacity = fadeOut.length > 0 ? 1 - M.smooth(fadeOut.start, fadeOut.end, still) : 0
            add(.stillDuringFade(still: still, fade: fadeOut, fadingIn: false, opacity: opacity), at: location)
        }
    }

    /// A loop joins seamlessly only if the scene has faded to nothing by its end (its first
    /// frame, before any fade-in, is empty too).
    mutating func checkFades(fadeIn: TimeSpan?, fadeOut: TimeSpan?, duration: Double,
                             fadeInAt: TextLocation?, fadeOutAt: TextLocation?) {
        if let fadeIn, fadeIn.end > duration + Self.slack {
            add(.fadeOutlastsDuration(fade: fadeIn, duration: duration, fadingIn: true), at: fadeInAt)
        }
        if let fadeOut, fadeOut.end > duration + Self.slack {
            add(.fadeOutlastsDuration(fade: fadeOut, duration: duration, fadingIn: false), at: fadeOutAt)
        }
        if let fadeIn, let fadeOut, fadeOut.start + Self.slack < fadeIn.end {
            add(.fadesOverlap(fadeIn: fadeIn, fadeOut: fadeOut), at: fadeOutAt)
        }
    }

    /// Captions inside the loop and inside the box in every locale `words` holds (or as written
    /// when none is given), and naming only keys the strings files know.
    mutating func checkCaptions(_ captions: [ScriptCaption], duration: Double, box: Size, words: [Localizer],
                                measure: ([(text: String, style: TextStyle)]) -> [Size]) {
        for (index, caption) in captions.enumerated() {
            if caption.span.start < 0 || caption.span.end > duration + Self.slack {
                add(.captionOutsideDuration(index: index, text: caption.text, span: caption.span, duration: duration),
                    at: caption.location)
            }
            if let key = caption.key, let known = words.first, !known.knows(key) {
                add(.unknownStringKey(key, suggestion: NameSuggestion.closest(to: key, among: known.knownKeys)), at: caption.location)
                continue
            }
            var texts: [String] = []
            for localizer in words.isEmpty ? [nil] : words.map(Optional.some) {
                for text in caption.variants(in: localizer) where !texts.contains(text) { texts.append(text) }
            }
            let sizes = measure(texts.map { ($0, caption.style) })
            for (text, size) in zip(texts, sizes) {
                let frame = caption.frame(of: size, in: box, direction: TextMetrics.direction(of: text))
                if !Self.box(box, contains: frame) {
                    add(.captionOutsideBox(index: index, text: text, frame: frame, box: box), at: caption.location)
                    break
                }
            }
        }
    }

    mutating func checkBoard(_ frame: Rect, box: Size, at location: TextLocation?) {
        if !Self.box(box, contains: frame) { add(.boardOutsideBox(frame: frame, box: box), at: location) }
    }

    mutating func checkAssets(_ script: SceneScript, _ assets: SceneAssetNames) {
        if let theme = script.theme, !assets.themes.contains(theme) {
            add(.unknownTheme(theme, known: assets.themes), at: script.location(of: .theme))
        }
        if let pieces = script.pieces, !assets.pieceSets.contains(pieces) {
            add(.unknownPieceSet(pieces, known: assets.pieceSets), at: script.location(of: .pieces))
        }
    }

    /// The diagnostics in file order, and the real timeline when the moves and instants allow.
    func result(script: SceneScript? = nil) -> SceneValidation {
        let located = diagnostics.enumerated().filter { $0.element.location != nil }
            .sorted { ($0.element.location ?? .start, $0.offset) < ($1.element.location ?? .start, $1.offset) }
            .map(\.element)
        let unlocated = diagnostics.filter { $0.location == nil }
        var timeline: BoardTimeline?
        if movesAreLegal {
            timeline = try? BoardTimeline(start: start, moves: moves.map(\.move))
        }
        return SceneValidation(diagnostics: located + unlocated, timeline: timeline, script: script)
    }

    /// Rounding in `2.75 + 0.9` must not turn an exact fit into a complaint.
    static let slack = 1e-9

    static func box(_ box: Size, contains frame: Rect) -> Bool {
        frame.minX >= -slack && frame.minY >= -slack && frame.maxX <= box.width + slack && frame.maxY <= box.height + slack
    }
}
