/// Where a byte of a text stands as an editor shows it: line and column from 1, the column
/// counting characters (Unicode scalars), not bytes. The parser's syntax errors and the reader's
/// value errors both find their place here, so "4:3" means the same thing in both.
enum TextPosition {
    /// The line and column of byte `offset` in `bytes`, counting from `start` (after a byte
    /// order mark).
    static func of(_ offset: Int, in bytes: [UInt8], from start: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[start..<max(start, min(offset, bytes.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
