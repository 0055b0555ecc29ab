extension JSONValue {
    /// The value as indented UTF-8 text ending in a newline: readable in an editor and stable
    /// under rewrite (members keep their order, numbers their literal text).
    package func formatted() -> String {
        var text = ""
        write(into: &text, indent: "")
        return text + "\n"
    }

    /// The value on one line with no spaces: for a log line, an error body or a document
    /// embedded in a page, where indentation is only bytes.
    package func compact() -> String {
        var text = ""
        write(into: &text, indent: nil)
        return text
    }

    /// `indent` nil writes compactly; otherwise each member or element on its own line.
    private func write(into text: inout String, indent: String?) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let value): text += Self.quoted(value)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            let inner = indent.map { $0 + "  " }
            text += inner == nil ? "[" : "[\n"
            for (position, element) in elements.enumerated() {
                text += inner ?? ""
                element.write(into: &text, indent: inner)
                text += Self.separator(last: position == elements.count - 1, lines: inner != nil)
            }
            text += (indent ?? "") + "]"
        case .object(let object):
            guard !object.members.isEmpty else { text += "{}"; return }
            let inner = indent.map { $0 + "  " }
            text += inner == nil ? "{" : "{\n"
            for (position, member) in object.members.enumerated() {
                text += (inner ?? "") + Self.quoted(member.key) + (inner == nil ? ":" : ": ")
                member.value.write(into: &text, indent: inner)
                text += Self.separator(last: position == object.members.count - 1, lines: inner != nil)
            }
            text += (indent ?? "") + "}"
        }
    }

    private static func separator(last: Bool, lines: Bool) -> String {
        switch (last, lines) {
        case (true, true): "\n"
        case (true, false): ""
        case (false, true): ",\n"
        case (false, false): ","
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything
    /// else (accents included) written as itself.
    package static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
