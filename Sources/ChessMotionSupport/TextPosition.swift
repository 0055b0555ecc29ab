/// Where a byte of a text stands as an editor shows it: line and column from 1, the column
/// counting characters (Unicode scalars), not bytes. The parser's syntax errors and the reader's
/// value errors both find their place here, so "4:3" means the same thing in both.
enum TextPosition {
    /// The line and column of byte `offset` in `bytes`, counting from `start` (after a byte
    /// order mark).
    static func of(_ offset: Int, in bytes: [UInt8], from start: Int) -> (line: Int, column: Int) {
        advanced((1, 1), over: bytes[start..<max(start, min(offset, bytes.count))])
    }

    /// `position` moved over `bytes`: a line feed starts a line, every other byte that starts a
    /// UTF-8 sequence is a column.
    static func advanced(_ position: (line: Int, column: Int), over bytes: ArraySlice<UInt8>) -> (line: Int, column: Int) {
        var (line, column) = position
        for byte in bytes {
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

/// The positions of many offsets in one text at a bounded cost each: the line and column of every
/// `spacing`-th byte, noted in one pass, so a lookup counts at most `spacing` bytes from the mark
/// before it. Counting from the start for each offset made a 100,000-job batch manifest (a
/// location per job) take six minutes to list; a one-line file gains as much as a tall one.
struct TextPositionIndex: Sendable {
    static let spacing = 256
    private let start: Int
    private let lines: [Int]
    private let columns: [Int]

    init(_ bytes: [UInt8], from start: Int) {
        let start = min(max(0, start), bytes.count)
        var lines: [Int] = [], columns: [Int] = []
        lines.reserveCapacity((bytes.count - start) / Self.spacing + 1)
        columns.reserveCapacity(lines.capacity)
        var position = (line: 1, column: 1)
        var from = start
        while true {
            lines.append(position.line)
            columns.append(position.column)
            let to = min(from + Self.spacing, bytes.count)
            guard to > from, to - from == Self.spacing else { break }
            position = TextPosition.advanced(position, over: bytes[from..<to])
            from = to
        }
        self.start = start
        self.lines = lines
        self.columns = columns
    }

    /// The same as `TextPosition.of(offset, in: bytes, from: start)` for the `bytes` indexed.
    func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let offset = max(start, min(offset, bytes.count))
        let mark = min((offset - start) / Self.spacing, lines.count - 1)
        let from = start + mark * Self.spacing
        return TextPosition.advanced((lines[mark], columns[mark]), over: bytes[from..<offset])
    }
}
