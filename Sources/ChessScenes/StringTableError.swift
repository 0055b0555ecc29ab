import ChessMotionSupport

/// Why a strings file, or the words a scene needs, could not be used. Every case names the file
/// or locale, because strings files are written by hand, often by translators.
public enum StringTableError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    /// The file holds more bytes than a data file may (`RegularFile.dataFileLimit`).
    case tooLarge(file: String, size: Int, limit: Int)
    case malformed(file: String, reason: String)
    case emptyKey(file: String)
    case notText(file: String, key: String, found: String)
    /// The fallback table (English) lacks words a built-in scene draws: nothing could stand in.
    case incompleteFallback(locale: String, missing: [String])
    /// No strings file on the search path is for `locale`.
    case unknownLocale(String, known: [String], suggestion: String?)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): cannot read the strings: \(reason)"
        case let .tooLarge(file, size, limit):
            "\(file): \(ByteCount.exact(size)) is more than a strings file may hold (\(ByteCount.exact(limit)))"
        case let .malformed(file, reason):
            "\(file): not a strings file: \(reason)"
        case let .emptyKey(file):
            "\(file): a key is empty"
        case let .notText(file, key, found):
            "\(file): \"\(key)\" must be text in double quotes, not \(found)"
        case let .incompleteFallback(locale, missing):
            "the '\(locale)' strings, which every other locale falls back to, lack: \(missing.joined(separator: ", "))"
        case let .unknownLocale(locale, known, suggestion):
            "unknown locale '\(locale)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " The locales are: \(known.joined(separator: ", ")) (add one as Strings/\(locale).json in your data folder)"
        }
    }
}
