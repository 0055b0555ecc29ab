/// A clip's captions as its frames are scheduled: the scene's timed lines (scene seconds, one
/// loop) placed in the clip by the rule its sound uses (`FrameSchedule.clipTimes`), each shown
/// until the next begins, its own text leaves, or the clip ends, then cut to this render's
/// range and counted from its first frame. Knows no chess: lines are text.
package struct ClipCaptions: Sendable {
    package struct Line: Sendable, Hashable {
        /// Scene seconds.
        package var time: Double
        /// Scene seconds at which the text leaves; nil for never (the next line replaces it).
        package var until: Double?
        package var text: String

        package init(time: Double, until: Double? = nil, text: String) {
            self.time = time
            self.until = until
            self.text = text
        }
    }

    /// In order, seconds from this render's first frame.
    package let cues: [WebVTT.Cue]
    /// The subtitle track's language as an ISO 639-2 code ("eng"), if known.
    package let language: String?

    /// `lines` in order of time, none at the same instant.
    package init(lines: [Line], schedule: FrameSchedule, language: String? = nil) {
        let placed = schedule.clipTimes(ofSceneTimes: lines.map(\.time))
        let clipEnd = schedule.wholeClipDuration
        var whole: [WebVTT.Cue] = []
        for (order, place) in placed.enumerated() {
            let line = lines[place.index]
            // A line's own end, in this loop's clip seconds.
            let leaves = line.until.map { place.clipTime + ($0 - line.time) / schedule.timeline.speed } ?? .infinity
            let next = placed.indices.contains(order + 1) ? placed[order + 1].clipTime : clipEnd
            whole.append(WebVTT.Cue(start: place.clipTime, end: min(leaves, next, clipEnd), text: line.text))
        }
        let start = schedule.start, end = schedule.start + schedule.clipDuration
        cues = whole.compactMap { cue in
            guard cue.end > start, cue.start < end else { return nil }
            return WebVTT.Cue(start: max(cue.start, start) - start, end: min(cue.end, end) - start, text: cue.text)
        }
        self.language = language
    }

    /// The captions as a WebVTT file.
    package var webVTT: String { WebVTT.document(cues) }
}
