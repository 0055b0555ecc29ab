/// A cursor on one value of a `JSONDocument` that knows its key path and position, so a loader
/// reads like its schema and every refusal says where:
///
///     let bot = try element.object(keys: ["id", "name", "rating", "face"])
///     let rating = try bot.integer(at: "rating", in: 100...3500)
///     let face = try bot.object(at: "face", keys: ["skin", "hair"])
///
/// Accessors named `...(at: key)` read a member of this object; the bare ones read this value.
/// A missing member is an error unless the accessor is `optional...`.
package struct JSONReader: Sendable {
    package let value: JSONValue
    /// From the top of the file: `bots[1] (sofia).face.skin`; empty at the top.
    package let keyPath: String
    private let document: JSONDocument
    private let marks: JSONMarks

    init(document: JSONDocument, value: JSONValue, marks: JSONMarks, keyPath: String) {
        self.document = document
        self.value = value
        self.marks = marks
        self.keyPath = keyPath
    }

    // MARK: Where, and what is wrong there

    /// This value's place in the file.
    package var location: DataFileLocation { document.location(marks.offset, keyPath: keyPath) }

    /// The same value, named in key paths with a label once one is known: `bots[1] (sofia)`.
    package func labelled(_ label: String) -> JSONReader {
        JSONReader(document: document, value: value, marks: marks, keyPath: "\(keyPath) (\(label))")
    }

    /// This value has the right type but will not do; `found` defaults to the value as written.
    package func invalid(expected: String, found: String? = nil) -> DataFileError {
        .badValue(location, expected: expected, found: found ?? writtenText)
    }

    /// This value has the wrong type.
    package func wrongType(expected: String) -> DataFileError {
        .wrongType(location, expected: expected, found: value.kindDescription)
    }

    /// The value as a message shows it: scalars as written, long text shortened, containers by kind.
    package var writtenText: String {
        switch value {
        case .string(let text):
            JSONValue.quoted(text.count > 60 ? String(text.prefix(57)) + "..." : text)
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let elements): elements.isEmpty ? "[]" : value.kindDescription
        case .object(let object): object.members.isEmpty ? "{}" : value.kindDescription
        }
    }

    // MARK: This value as...

    /// `expected` names what a value of the wrong type should have been ("a string such as \"#1E88E5\"").
    package func string(expected: String = "a string") throws(DataFileError) -> String {
        guard case .string(let text) = value else { throw wrongType(expected: expected) }
        return text
    }

    /// Text with something in it besides white space.
    package func nonBlankString() throws(DataFileError) -> String {
        let text = try string(expected: "a non-empty string")
        guard text.contains(where: { !$0.isWhitespace }) else { throw invalid(expected: "a non-empty string") }
        return text
    }

    package func bool() throws(DataFileError) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType(expected: "true or false") }
        return flag
    }

    package func number(in range: ClosedRange<Double>? = nil) throws(DataFileError) -> Double {
        guard case .number(let literal) = value else { throw wrongType(expected: "a number") }
        guard let number = Double(literal), number.isFinite else { throw invalid(expected: "a finite number") }
        if let range, !range.contains(number) {
            throw invalid(expected: "within \(range.lowerBound.trimmed)...\(range.upperBound.trimmed)")
        }
        return number
    }

    /// A whole number written without a fraction or exponent, as a count or rating is.
    package func integer(in range: ClosedRange<Int>? = nil) throws(DataFileError) -> Int {
        guard case .number(let literal) = value else { throw wrongType(expected: "a whole number") }
        guard let whole = Int(literal) else { throw invalid(expected: "a whole number") }
        if let range, !range.contains(whole) { throw invalid(expected: "within \(range.lowerBound)...\(range.upperBound)") }
        return whole
    }

    /// A word from a fixed list, such as a level or a glyph.
    package func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(DataFileError) -> Choice
    where Choice.RawValue == String {
        let known = "one of: " + Choice.allCases.map(\.rawValue).joined(separator: ", ")
        guard let choice = Choice(rawValue: try string(expected: known)) else { throw invalid(expected: known) }
        return choice
    }

    /// This value, checked to be an object; with `keys`, any other key is refused, so that a
    /// misspelt key is caught rather than silently ignored. Without, unknown keys are left to
    /// the caller (the settings file keeps those a newer version wrote).
    package func object(keys known: [String]? = nil) throws(DataFileError) -> JSONReader {
        guard case .object(let object) = value else { throw wrongType(expected: "an object") }
        if let known {
            for (index, key) in object.keys.enumerated() where !known.contains(key) {
                throw .unknownKey(document.location(marks.keyOffsets[index], keyPath: path(key)), known: known)
            }
        }
        return self
    }

    /// This object's members in file order.
    package func members() throws(DataFileError) -> [(key: String, value: JSONReader)] {
        guard case .object(let object) = value else { throw wrongType(expected: "an object") }
        return object.members.enumerated().map { index, member in
            (member.key, child(member.value, marks.children[index], path(member.key)))
        }
    }

    /// This array's elements.
    package func elements() throws(DataFileError) -> [JSONReader] {
        guard case .array(let elements) = value else { throw wrongType(expected: "a list") }
        return elements.enumerated().map { index, element in
            child(element, marks.children[index], "\(keyPath)[\(index)]")
        }
    }

    // MARK: Members

    /// The member `key` of this object; absent is an error naming it.
    package func member(_ key: String) throws(DataFileError) -> JSONReader {
        guard let member = try optionalMember(key) else {
            throw .missingKey(document.location(marks.offset, keyPath: path(key)))
        }
        return member
    }

    /// The member `key` of this object, or nil when it is absent.
    package func optionalMember(_ key: String) throws(DataFileError) -> JSONReader? {
        guard case .object(let object) = value else { throw wrongType(expected: "an object") }
        guard let index = object.members.firstIndex(where: { $0.key == key }) else { return nil }
        return child(object.members[index].value, marks.children[index], path(key))
    }

    package func string(at key: String) throws(DataFileError) -> String { try member(key).string() }
    package func optionalString(at key: String) throws(DataFileError) -> String? { try optionalMember(key)?.string() }
    package func nonBlankString(at key: String) throws(DataFileError) -> String { try member(key).nonBlankString() }
    package func bool(at key: String) throws(DataFileError) -> Bool { try member(key).bool() }
    package func number(at key: String, in range: ClosedRange<Double>? = nil) throws(DataFileError) -> Double {
        try member(key).number(in: range)
    }
    package func integer(at key: String, in range: ClosedRange<Int>? = nil) throws(DataFileError) -> Int {
        try member(key).integer(in: range)
    }
    package func choice<Choice: RawRepresentable & CaseIterable>(at key: String, as type: Choice.Type) throws(DataFileError) -> Choice
    where Choice.RawValue == String {
        try member(key).choice(type)
    }
    package func object(at key: String, keys known: [String]? = nil) throws(DataFileError) -> JSONReader {
        try member(key).object(keys: known)
    }
    package func optionalObject(at key: String, keys known: [String]? = nil) throws(DataFileError) -> JSONReader? {
        try optionalMember(key)?.object(keys: known)
    }
    package func array(at key: String) throws(DataFileError) -> [JSONReader] { try member(key).elements() }
    package func optionalArray(at key: String) throws(DataFileError) -> [JSONReader]? { try optionalMember(key)?.elements() }

    // MARK: Paths

    private func child(_ value: JSONValue, _ marks: JSONMarks, _ keyPath: String) -> JSONReader {
        JSONReader(document: document, value: value, marks: marks, keyPath: keyPath)
    }

    /// `light.lastMoveDark`; a key that is not a plain word is quoted, `light["my key"]`.
    private func path(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        if !plain { return "\(keyPath)[\(JSONValue.quoted(key))]" }
        return keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }
}
