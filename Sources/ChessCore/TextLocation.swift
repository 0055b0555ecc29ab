/// A place in text: line and column from 1, columns counted in Unicode scalars (a tab, an accented
/// letter or a byte-order mark is one column). Every reader of text reports its tokens and errors
/// with one — FEN, SAN, PGN and movetext here, scene scripts in SceneScripts — so "4:3" means the
/// same place whichever file it points into (the data files' reader counts the same way).
public struct TextLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let start = TextLocation(line: 1, column: 1)

    /// The same line, `columns` further on.
    public func advanced(by columns: Int) -> TextLocation { TextLocation(line: line, column: column + columns) }

    /// "line 3, column 12".
    public var description: String { "line \(line), column \(column)" }

    /// "3:12", the form that follows a file name in a diagnostic (`FILE:3:12: error: ...`).
    public var lineColumn: String { "\(line):\(column)" }

    public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
