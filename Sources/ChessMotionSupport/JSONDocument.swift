import FoundationEssentials

/// A data file read as JSON, with where each value stands, so that any complaint about a value
/// can name the file, the key path and the line and column. Read one with `JSONDocument.read`
/// and walk it with `reader`.
package struct JSONDocument: Sendable {
    /// The file, as messages name it.
    package let file: String
    package let root: JSONValue
    let marks: JSONMarks
    /// Kept to turn an offset into a line and column.
    private let bytes: [UInt8]
    private let textStart: Int
    /// Noted once, so that a reader asking the place of every value (a batch manifest's jobs)
    /// pays for the text once, not once per value.
    private let positions: TextPositionIndex

    /// Parses `bytes`; text that is not JSON is refused with its position.
    package init(parsing bytes: some Collection<UInt8>, file: String) throws(DataFileError) {
        let bytes = Array(bytes)
        let parsed: (value: JSONValue, marks: JSONMarks)
        do { parsed = try JSONParser.parseMarked(bytes) } catch {
            throw .notJSON(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        self.file = file
        self.bytes = bytes
        textStart = JSONParser.textStart(of: bytes)
        positions = TextPositionIndex(bytes, from: textStart)
        root = parsed.value
        marks = parsed.marks
    }

    /// Reads and parses the regular file at `url`, refusing anything larger than `limit`.
    package static func read(_ url: URL, limit: Int = RegularFile.dataFileLimit) throws(DataFileError) -> JSONDocument {
        try JSONDocument(parsing: RegularFile.read(url, limit: limit), file: url.path)
    }

    /// A cursor at the top-level value.
    package var reader: JSONReader {
        JSONReader(document: self, value: root, marks: marks, keyPath: "")
    }

    /// The place of byte `offset`, for a problem at `keyPath`.
    func location(_ offset: Int, keyPath: String) -> DataFileLocation {
        DataFileLocation(file: file, keyPath: keyPath, at: positions.position(of: offset, in: bytes))
    }
}
