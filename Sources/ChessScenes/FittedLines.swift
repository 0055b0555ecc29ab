import MotionKit

/// A text made to fit a width: on one line as written when it fits, else broken into at most
/// `maxLines` lines at spaces, else (or also) drawn smaller. Never clipped. Measured without a
/// frame (`TextMetrics`), so a validator can tell in advance what a card will do with a word.
package struct FittedLines: Sendable, Hashable {
    package let lines: [String]
    /// 1 when the text is drawn at its style's size; below 1 when it had to shrink.
    package let scale: Double

    package var isShrunk: Bool { scale < 1 }
    package var isWrapped: Bool { lines.count > 1 }
    package var isAsWritten: Bool { !isShrunk && !isWrapped }

    /// Fits `text` in `width` box units: wrapping first (up to `maxLines`), shrinking what
    /// still does not fit.
    package static func fit(_ text: String, style: TextStyle, width: Double, maxLines: Int = 1,
                           measure: (String, TextStyle) -> Double = { TextMetrics.size(of: $0, style: $1).width }) -> FittedLines {
        let whole = measure(text, style)
        guard whole > width else { return FittedLines(lines: [text], scale: 1) }
        var lines = [text]
        var widest = whole
        if maxLines >= 2, let split = bestSplit(text, style: style, measure: measure), split.widest < whole {
            lines = split.lines
            widest = split.widest
        }
        return FittedLines(lines: lines, scale: widest > width ? width / widest : 1)
    }

    /// The break between two lines, at a space, that leaves the wider line narrowest.
    ///
    /// The first line widens and the second narrows as the break moves right, so the best break
    /// is where they cross, found by halving: a few measures whatever the text's length. Trying
    /// every break (both halves measured at each) cost the square of the length — a 15 KB tagline
    /// in a strings drop-in took most of a minute, and `validate` fits every installed language.
    private static func bestSplit(_ text: String, style: TextStyle,
                                  measure: (String, TextStyle) -> Double) -> (lines: [String], widest: Double)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 2 else { return nil }
        func split(at cut: Int) -> (lines: [String], widest: Double) {
            let first = words[..<cut].joined(separator: " "), second = words[cut...].joined(separator: " ")
            return ([first, second], max(measure(first, style), measure(second, style)))
        }
        // The first break whose first line is at least as wide as its second, or the last break.
        var low = 1, high = words.count - 1
        while low < high {
            let middle = (low + high) / 2
            let first = words[..<middle].joined(separator: " "), second = words[middle...].joined(separator: " ")
            if measure(first, style) >= measure(second, style) { high = middle } else { low = middle + 1 }
        }
        // The crossing lies between that break and the one before it.
        let after = split(at: low)
        guard low > 1 else { return after }
        let before = split(at: low - 1)
        return before.widest <= after.widest ? before : after
    }
}
