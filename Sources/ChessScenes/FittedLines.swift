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
    private static func bestSplit(_ text: String, style: TextStyle,
                                  measure: (String, TextStyle) -> Double) -> (lines: [String], widest: Double)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { return nil }
        var best: (lines: [String], widest: Double)?
        for cut in 1..<words.count {
            let first = words[..<cut].joined(separator: " "), second = words[cut...].joined(separator: " ")
            let widest = max(measure(first, style), measure(second, style))
            if let found = best, found.widest <= widest { continue }
            best = ([first, second], widest)
        }
        return best
    }
}
