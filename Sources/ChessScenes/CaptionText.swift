/// A text shortened to one line of a width: as written when it fits, else its first words that
/// fit followed by an ellipsis (at least one word, even one that overflows).
///
/// A caption's text comes from a file — a PGN comment may be an annotator's essay or a hostile
/// file's megabytes — so the cost must not follow its length: measuring the whole text once per
/// word dropped took half a minute and half a gigabyte for 5,000 words. No line can show more
/// than a few hundred characters, so no more than `measuredLength` of them is ever measured, and
/// the number of words that fit is found by halving: a handful of measures of a short text,
/// however long the comment.
package enum CaptionText {
    /// More characters than one line of any caption or banner can show (a 360-unit line of
    /// 9-point text holds about 120 narrow ones): the text past it is never measured.
    package static let measuredLength = 400

    static let ellipsis = "\u{2026}"

    /// `text` cut at a word to fit `width`; `measure` gives a text's width at the caption's style.
    package static func shortened(_ text: String, toFit width: Double, measure: (String) -> Double) -> String {
        let head = text.prefix(measuredLength)
        let isCut = head.endIndex < text.endIndex
        if !isCut, measure(text) <= width { return text }
        var words = head.split(separator: " ")
        // A word the length limit cut in two is not a word the caption may end on.
        if isCut, words.count > 1, text[head.endIndex] != " " { words.removeLast() }
        guard !words.isEmpty else { return ellipsis }
        func line(_ count: Int) -> String { words[..<count].joined(separator: " ") + ellipsis }
        // Widths grow with the words kept, so the most that fit is found by halving.
        var fitting = 1, low = 2, high = words.count
        while low <= high {
            let middle = (low + high) / 2
            if measure(line(middle)) <= width {
                fitting = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return line(fitting)
    }
}
