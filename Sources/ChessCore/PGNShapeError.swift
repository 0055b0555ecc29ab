/// Why a `%cal` or `%csl` item could not be read. The item is quoted as written, so a message
/// shown on a terminal must pass it through the caller's escaping. `command` is the command's
/// name as written after the `%`: "cal" or "csl".
public enum PGNShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two commas in a row, or a command with no items.
    case emptyItem(command: String)
    /// An item whose first letter is not G, R, B or Y.
    case unknownColor(String, command: String)
    /// An item that is not a colour and one square (`%csl`) or two (`%cal`).
    case malformedItem(String, command: String)

    public var description: String {
        switch self {
        case let .emptyItem(command):
            "an empty item in [%\(command)]"
        case let .unknownColor(item, command):
            "\"\(item)\" in [%\(command)] has no colour: start it with G, R, B or Y"
        case let .malformedItem(item, command):
            command == "cal"
                ? "\"\(item)\" in [%cal] is not an arrow: write a colour and two squares, as in Ge2e4"
                : "\"\(item)\" in [%csl] is not a square: write a colour and a square, as in Rd5"
        }
    }
}
