/// Where a piece of text first stands in a document, as an editor counts (line and column from
/// 1, columns in Unicode scalars): what a data-file error should point at, found independently
/// of the reader under test.
public enum TextLocator {
    /// The position of the first `needle` in `text` that comes after `anchor` (when given).
    public static func position(of needle: String, in text: String, after anchor: String? = nil) -> (line: Int, column: Int)? {
        var searchStart = text.startIndex
        if let anchor {
            guard let found = text.range(of: anchor) else { return nil }
            searchStart = found.upperBound
        }
        guard let match = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
        let before = text[..<match.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text.unicodeScalars[lineStart..<match.lowerBound].count + 1)
    }
}
