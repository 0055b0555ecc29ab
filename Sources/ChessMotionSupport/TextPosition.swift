/// A place in a text as an editor shows it: line and column from 1, the column counting
/// characters (Unicode scalars), not bytes. The parser's syntax errors and the reader's value
/// errors both find their place here, so "line 4, column 3" means the same thing in both.
package struct TextPosition: Sendable, Hashable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` in `bytes`, counting from `start` (after a byte order mark).
    package init(offset: Int, in bytes: [UInt8], from start: Int = 0) {
        var line = 1, column = 1
        for byte in bytes[start..<max(start, min(offset, bytes.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
