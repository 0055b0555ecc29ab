/// Text from outside the program (a theme's name, a file name, a FEN someone typed, a line of a
/// script) made safe to show on a terminal. A raw ESC starts a control sequence that can clear
/// the screen, retitle the window or hide what follows; CR and backspace overwrite what was
/// printed; bidirectional overrides reorder what is read. Each such character is shown as a
/// JSON-style escape (`\u001B`, `\r`), which keeps it visible and keeps JSON output valid: a
/// JSON document passed through `escaped` still parses to the same value.
package enum TerminalText {
    /// `text` with every control character but newline and tab escaped.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: escape(scalar).unicodeScalars)
        }
        return String(result)
    }

    /// Each line of `text` longer than `maximumLength` characters cut to its first part, saying
    /// how much was left out: a 10 MB line quoted in an error must not flood the terminal.
    package static func shortened(_ text: String, maximumLength: Int = 1000) -> String {
        guard text.utf8.count > maximumLength else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > maximumLength else { return String(line) }
            let left = line.count - maximumLength
            return String(line.prefix(maximumLength)) + "… (\(left) more character\(left == 1 ? "" : "s"))"
        }.joined(separator: "\n")
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        // Bidirectional embeddings, overrides and isolates.
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\r": return "\\r"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
