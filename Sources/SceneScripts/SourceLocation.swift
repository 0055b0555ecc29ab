/// A place in a scene script, counted from 1 the way editors and compilers show it. Columns count
/// characters as a reader sees them (an accented letter or a tab is one column), not bytes.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of the file: where problems about the script as a whole (a missing key) point.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// The location `offset` characters further along the same line.
    func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + offset)
    }

    public var description: String { "\(line):\(column)" }
}
