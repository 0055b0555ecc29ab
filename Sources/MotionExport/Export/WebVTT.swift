/// A WebVTT file (W3C WebVTT, what browsers' `<track>` and ffmpeg's `webvtt` demuxer read):
/// the `WEBVTT` line, then each cue as its two timestamps and its text. Text is escaped so no
/// caption can end a cue early (a blank line), open a tag (`<`) or fake a timing line (`-->`).
package enum WebVTT {
    package struct Cue: Sendable, Hashable {
        /// Seconds from the file's start.
        package var start: Double
        package var end: Double
        package var text: String

        package init(start: Double, end: Double, text: String) {
            self.start = start
            self.end = end
            self.text = text
        }
    }

    /// The file's text. A cue that rounds to no time at all (under a millisecond) is left out.
    package static func document(_ cues: [Cue]) -> String {
        var text = "WEBVTT\n"
        for cue in cues {
            let start = milliseconds(cue.start), end = milliseconds(cue.end)
            guard end > start else { continue }
            text += "\n" + timestamp(start) + " --> " + timestamp(end) + "\n" + escaped(cue.text) + "\n"
        }
        return text
    }

    static func milliseconds(_ seconds: Double) -> Int { Int((max(0, seconds) * 1000).rounded()) }

    /// "00:01:02.345".
    static func timestamp(_ milliseconds: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let fraction = milliseconds % 1000
        let digits = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        let seconds = milliseconds / 1000
        return two(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60) + "." + digits
    }

    /// The cue's text as WebVTT reads it back: `&`, `<` and `>` as entities, each line kept and
    /// blank lines dropped (one would end the cue).
    static func escaped(_ text: String) -> String {
        text.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
            .replacingEvery(">", with: "&gt;")
            .split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
