import ChessMotionSupport

/// Colours in data files are `"#RRGGBB"` text; palettes, board themes and bots all read them
/// here, so a bad one is refused with the same words wherever it was written.
extension JSONReader {
    package func color() throws(DataFileError) -> Color {
        let text = try string(expected: "a string such as \"#1E88E5\"")
        do { return try Color(hex: text) } catch { throw invalid(expected: "a colour: \(error.rule)") }
    }

    package func color(at key: String) throws(DataFileError) -> Color {
        try member(key).color()
    }
}
