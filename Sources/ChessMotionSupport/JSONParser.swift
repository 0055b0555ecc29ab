/// Where and why a JSON text could not be read. Line and column count from 1; the column counts
/// characters (Unicode scalars), not bytes, so it matches what an editor shows.
package struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var reason: String

    package var description: String { "line \(line), column \(column): \(reason)" }
}

/// A strict RFC 8259 reader. Foundation's `JSONSerialization` reports only "around character N",
/// accepts trailing commas, and cannot tell `true` from `1` on Linux; a settings file deserves a
/// precise position and an exact round trip, so the store reads JSON with this instead.
package struct JSONParser {
    /// Deeper nesting than any settings file needs; the bound keeps a hostile file from
    /// exhausting the stack.
    package static let maximumDepth = 200

    private let bytes: [UInt8]
    private let textStart: Int
    private var index: Int

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        textStart = Self.textStart(of: bytes)
        index = textStart
    }

    /// Where the text begins: after a UTF-8 byte order mark, which is harmless and which some
    /// editors add. Positions count from here.
    package static func textStart(of bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        try parseMarked(Array(bytes)).value
    }

    /// The value and where each of its parts starts, for a reader that names positions.
    package static func parseMarked(_ bytes: [UInt8]) throws(JSONParseError) -> (value: JSONValue, marks: JSONMarks) {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.failure("the file is empty; expected a JSON value") }
        let parsed = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return parsed
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> (value: JSONValue, marks: JSONMarks) {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw failure("unexpected end of file; expected a value") }
        let start = index
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            throw failure("a bare word; expected a value (text goes in double quotes)")
        default: throw failure("unexpected \(describeCurrent()); expected a value")
        }
        return (value, JSONMarks(offset: start))
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> (value: JSONValue, marks: JSONMarks) {
        var marks = JSONMarks(offset: index)
        index += 1
        var members: [JSONObject.Member] = []
        // A set, not a search of the members, so that a large object costs linear time.
        var seen: Set<String> = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return (.object(JSONObject(uniqueMembers: members)), marks) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describeCurrent()); expected a quoted key")
            }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else {
                index = keyStart
                throw failure("the key \"\(key)\" appears twice in one object")
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw failure("unexpected \(describeCurrent()); expected ':' after the key") }
            skipWhitespace()
            let member = try parseValue(depth: depth + 1)
            members.append(JSONObject.Member(key: key, value: member.value))
            marks.keyOffsets.append(keyStart)
            marks.children.append(member.marks)
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { return (.object(JSONObject(uniqueMembers: members)), marks) }
            throw failure("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> (value: JSONValue, marks: JSONMarks) {
        var marks = JSONMarks(offset: index)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return (.array(elements), marks) }
        while true {
            skipWhitespace()
            let element = try parseValue(depth: depth + 1)
            elements.append(element.value)
            marks.children.append(element.marks)
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { return (.array(elements), marks) }
            throw failure("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) { throw failure("a number may not start with a leading zero") }
        } else {
            guard try consumeDigits() else { throw failure("unexpected \(describeCurrent()); expected a digit") }
        }
        if consume(UInt8(ascii: ".")) {
            guard try consumeDigits() else { throw failure("unexpected \(describeCurrent()); expected a digit after '.'") }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            guard try consumeDigits() else { throw failure("unexpected \(describeCurrent()); expected an exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func consumeDigits() throws(JSONParseError) -> Bool {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        let opening = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) throws(JSONParseError) {
            guard runStart < end else { return }
            guard let text = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                index = runStart
                throw failure("the text is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else {
                index = opening
                throw failure("this string is never closed")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flushRun(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw failure(byte == 0x0A ? "a line break inside a string (write \\n)" : "a control character inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                try flushRun(index)
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("unexpected end of file in an escape") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw failure("a lone UTF-16 surrogate \\u\(String(high, radix: 16)) needs its pair")
                }
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw failure("\\u\(String(low, radix: 16)) does not complete the surrogate pair")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("a lone UTF-16 surrogate \\u\(String(high, radix: 16))") }
            return scalar
        default:
            index -= 1
            throw failure("unknown escape '\\\(describeCurrent(quoted: false))'")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw failure("unexpected \(describeCurrent()); expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        let start = index
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw failure("a bare word; did you mean \(word)? (text goes in double quotes)")
            }
            index += 1
        }
    }

    // MARK: Bytes

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The character at the current position, for "unexpected ..." messages.
    private func describeCurrent(quoted: Bool = true) -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        let text: String
        if byte < 0x80 {
            text = byte < 0x20 ? "\\u{\(String(byte, radix: 16))}" : String(UnicodeScalar(byte))
        } else {
            let end = bytes[index...].prefix(4).indices.last.map { $0 + 1 } ?? index + 1
            text = String(decoding: bytes[index..<end], as: UTF8.self).prefix(1).description
        }
        return quoted ? "'\(text)'" : text
    }

    private func failure(_ reason: String) -> JSONParseError {
        let position = TextPosition.of(index, in: bytes, from: textStart)
        return JSONParseError(line: position.line, column: position.column, reason: reason)
    }
}
