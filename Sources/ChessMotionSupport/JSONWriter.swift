/// The tool's one way of writing a typed document as JSON: the kit's plans and manifest and
/// `validate --json` all come here, and so are spelled as the settings file is (`formatted()`:
/// two-space indent, members in declaration order, `nil` as `null`, numbers in Swift's shortest
/// exact form). One writer, so a reader never meets two spellings of the same number.
package enum JSONWriter {
    /// `value` as a JSON value, for a caller that embeds it in a larger document or compares it.
    package static func value(_ value: some Encodable) throws(JSONWritingError) -> JSONValue {
        do {
            return try JSONValueEncoder().encode(value)
        } catch let EncodingError.invalidValue(_, context) {
            throw .unwritable(path: context.codingPath.map(\.stringValue).joined(separator: "."), reason: context.debugDescription)
        } catch {
            throw .unwritable(path: "", reason: "\(error)")
        }
    }

    /// `value` as indented UTF-8 text ending in a newline.
    package static func text(_ value: some Encodable) throws(JSONWritingError) -> String {
        try Self.value(value).formatted()
    }
}

/// Why a document could not be written as JSON: a value with no JSON spelling (a number that is
/// not finite), named by its key path, so the bug that produced it can be found.
package enum JSONWritingError: Error, Sendable, Hashable, CustomStringConvertible {
    case unwritable(path: String, reason: String)

    package var description: String {
        switch self {
        case let .unwritable(path, reason): "cannot write JSON" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        }
    }
}
