/// Where in a data file a problem is: the file, the key path from the top (`bots[1] (sofia).face.skin`,
/// `light.lastMoveDark`; empty for the top level) and the line and column of the offending value.
///
/// Public, unlike the rest of this target, because every loader's public error carries it: one
/// description of "where", whichever file a designer was editing.
public struct DataFileLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var line: Int
    public var column: Int

    /// Made by the data-file reader alone, from where its parser stood (`TextPosition`); callers
    /// read locations, they do not make them.
    package init(file: String, keyPath: String, at position: (line: Int, column: Int)) {
        self.file = file
        self.keyPath = keyPath
        (line, column) = position
    }

    /// `file:line:column: key.path`, the form editors and terminals turn into a link.
    public var description: String {
        "\(file):\(line):\(column)" + (keyPath.isEmpty ? "" : ": \(keyPath)")
    }
}

/// Why a data file (palette, board theme, piece-set manifest, bots, settings) could not be read:
/// one error for every JSON file, so each names the file, the key path and the line and column
/// the same way. A loader wraps it in its own error when it has facts of its own to add.
public enum DataFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be opened or read (missing, permissions...).
    case unreadable(file: String, reason: String)
    /// Something other than a regular file is at the path: `kind` says what ("a FIFO (named pipe)").
    case notARegularFile(file: String, kind: String)
    /// The file holds more bytes than a data file may.
    case tooLarge(file: String, size: Int, limit: Int)
    /// The text is not JSON.
    case notJSON(file: String, line: Int, column: Int, reason: String)
    /// A required key is absent; the position is the object's that should hold it.
    case missingKey(DataFileLocation)
    /// A key the format does not define; the position is the key's.
    case unknownKey(DataFileLocation, known: [String])
    /// A value of the wrong JSON type: `expected` "a string", `found` "a number".
    case wrongType(DataFileLocation, expected: String, found: String)
    /// A value of the right type that the format does not accept: `found` is the value as
    /// written, `expected` what would do ("one of: beginner, intermediate, advanced").
    case badValue(DataFileLocation, expected: String, found: String)

    /// The file the problem is in.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .notARegularFile(let file, _), .tooLarge(let file, _, _),
             .notJSON(let file, _, _, _):
            file
        case .missingKey(let location), .unknownKey(let location, _), .wrongType(let location, _, _),
             .badValue(let location, _, _):
            location.file
        }
    }

    /// Where in the file, for the problems that have a place.
    public var location: DataFileLocation? {
        switch self {
        case .unreadable, .notARegularFile, .tooLarge: nil
        case .notJSON(let file, let line, let column, _): DataFileLocation(file: file, keyPath: "", at: (line, column))
        case .missingKey(let location), .unknownKey(let location, _), .wrongType(let location, _, _),
             .badValue(let location, _, _):
            location
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot be read: \(reason)"
        case .notARegularFile(let file, let kind):
            "\(file): is \(kind), not a regular file; a data file must be a plain file"
        case .tooLarge(let file, let size, let limit):
            "\(file): \(ByteCount.exact(size)) is more than a data file may hold (\(ByteCount.exact(limit)))"
        case .notJSON(let file, let line, let column, let reason):
            "\(file):\(line):\(column): not valid JSON: \(reason)"
        case .missingKey(let location):
            "\(location): missing"
        case .unknownKey(let location, let known):
            "\(location): unknown key (known: \(known.joined(separator: ", ")))"
        case .wrongType(let location, let expected, let found):
            "\(location): must be \(expected), not \(found)"
        case .badValue(let location, let expected, let found):
            "\(location): \(found) is not \(expected)"
        }
    }
}
