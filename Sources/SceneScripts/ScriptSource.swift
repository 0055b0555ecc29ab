/// The lines of a script as the parser sees them: comments removed, every remaining character at
/// its original column.
enum ScriptSource {
    /// Splits on newlines (accepting CRLF) and cuts each line at its comment. A comment starts at
    /// a `#` that begins a word — at the start of the line or after a space — outside quoted
    /// text, so that SAN's mate sign in `Qxf7#` is not a comment.
    static func lines(of text: String) -> [[Character]] {
        var lines: [[Character]] = []
        var current: [Character] = []
        var inQuotes = false
        var inComment = false
        var escaped = false
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(current)
                current = []
                inQuotes = false
                inComment = false
                escaped = false
                continue
            }
            if inComment { continue }
            if inQuotes {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "#", current.last.map({ $0.isWhitespace }) ?? true {
                inComment = true
                continue
            }
            current.append(character)
        }
        lines.append(current)
        return lines
    }
}
