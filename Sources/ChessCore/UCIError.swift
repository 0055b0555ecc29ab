/// Why a UCI move string was rejected: its syntax, or its legality in the position at hand.
public enum UCIError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    /// `index` counts characters from 0; `expected` says what should have been there.
    case malformed(String, index: Int, expected: String)
    case sameSquare(String)
    case illegal(String, IllegalMoveError)

    public var description: String {
        switch self {
        case .empty:
            "empty UCI move"
        case let .malformed(text, index, expected):
            "malformed UCI move \"\(text)\": expected \(expected) at character \(index + 1)"
        case let .sameSquare(text):
            "malformed UCI move \"\(text)\": from and to are the same square"
        case let .illegal(text, reason):
            "illegal move \(text): \(reason)"
        }
    }
}
