extension StringProtocol {
    /// The text without its leading and trailing spaces and tabs (Unicode's space separators,
    /// Foundation's `.whitespaces`); line breaks stay.
    package func trimmingSpaces() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let text = String(self), scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        // Sliced, not rebuilt a scalar at a time.
        return String(Substring(scalars[first...last]))
    }
}

extension String {
    /// Every occurrence of `target` replaced, matched scalar by scalar: an escape ("<" to
    /// "\u003c") reaches a "<" even where a combining mark follows it, which a match by
    /// `Character` would pass over.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        // Compared as UTF-8 bytes: a scalar's bytes never start inside another's, so a byte
        // match is a scalar match, and a page of megabytes is one pass.
        let text = Array(utf8), pattern = Array(target.utf8), substitute = Array(replacement.utf8)
        guard let first = pattern.first, pattern.count <= text.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0, copied = 0
        while index <= text.count - pattern.count {
            if text[index] == first, text[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: text[copied..<index])
                result.append(contentsOf: substitute)
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        result.append(contentsOf: text[copied...])
        return String(decoding: result, as: UTF8.self)
    }
}

extension String {
    /// Cut or filled with spaces to `length` characters, as a column of a table or help shows it.
    package func padded(toLength length: Int) -> String {
        count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
    }
}
