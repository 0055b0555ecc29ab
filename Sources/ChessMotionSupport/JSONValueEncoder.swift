/// Turns an `Encodable` value into a `JSONValue`, so that typed documents (the kit's plans,
/// `validate --json`) are written by the same writer as the settings file (`formatted()`), not by
/// a second one with its own spacing and number spelling. Call it through `JSONWriter`.
///
/// Members keep the order they were encoded in (a synthesized `encode(to:)` follows the
/// declaration), a `nil` optional is written as `null` (a reader sees every member it knows,
/// instead of telling a missing member from an absent value), and a number is written as Swift
/// prints it: the shortest text that reads back as the same value, so a browser computes with
/// exactly this side's numbers. A number that is not finite has no JSON spelling and is refused.
struct JSONValueEncoder {
    func encode(_ value: some Encodable) throws -> JSONValue {
        let root = EncodedSlot()
        try value.encode(to: SlotEncoder(slot: root, codingPath: []))
        return root.value
    }
}

/// Where one value is being built: a leaf, or an object or array whose members are slots of their own.
private final class EncodedSlot {
    enum Content {
        case empty
        case leaf(JSONValue)
        case object([(key: String, slot: EncodedSlot)])
        case array([EncodedSlot])
    }

    var content = Content.empty

    var value: JSONValue {
        switch content {
        case .empty: .object(JSONObject())
        case .leaf(let value): value
        case .object(let members):
            .object(JSONObject(uniqueMembers: members.map { JSONObject.Member(key: $0.key, value: $0.slot.value) }))
        case .array(let elements): .array(elements.map(\.value))
        }
    }

    /// The member `key`'s slot, replacing an earlier one of the same key (JSON keys are unique).
    func member(_ key: String) -> EncodedSlot {
        var members: [(key: String, slot: EncodedSlot)] = []
        if case .object(let existing) = content { members = existing.filter { $0.key != key } }
        let slot = EncodedSlot()
        members.append((key, slot))
        content = .object(members)
        return slot
    }

    func appendElement() -> EncodedSlot {
        var elements: [EncodedSlot] = []
        if case .array(let existing) = content { elements = existing }
        let slot = EncodedSlot()
        elements.append(slot)
        content = .array(elements)
        return slot
    }

    func becomeObject() { if case .object = content {} else { content = .object([]) } }
    func becomeArray() { if case .array = content {} else { content = .array([]) } }
}

private struct SlotEncoder: Encoder {
    let slot: EncodedSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeArray()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath)
    }
}

/// A leaf's JSON: the spelling every container uses.
private enum Leaf {
    static func number(_ value: Double, at codingPath: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(value) has no JSON spelling"))
        }
        return .number("\(value)")
    }

    static func integer(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }

    /// `value` encoded on its own, in a fresh slot (a `Double` comes back through a single-value container).
    static func encoded(_ value: some Encodable, at codingPath: [any CodingKey], into slot: EncodedSlot) throws {
        try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: EncodedSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(.null) }

    mutating func encode(_ value: Bool, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        slot.member(key.stringValue).content = .leaf(try Leaf.number(value, at: codingPath + [key]))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { slot.member(key.stringValue).content = .leaf(Leaf.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try Leaf.encoded(value, at: codingPath + [key], into: slot.member(key.stringValue))
    }

    // A nil optional is written as null rather than left out (the synthesized `encode(to:)`
    // calls these for optionals).
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        let member = slot.member(key.stringValue)
        member.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: member, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = slot.member(key.stringValue)
        member.becomeArray()
        return UnkeyedSlotContainer(slot: member, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct ElementKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: EncodedSlot
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(slot: EncodedSlot, codingPath: [any CodingKey]) {
        self.slot = slot
        self.codingPath = codingPath
    }

    private mutating func next() -> (slot: EncodedSlot, path: [any CodingKey]) {
        defer { count += 1 }
        return (slot.appendElement(), codingPath + [ElementKey(count)])
    }

    mutating func encodeNil() throws { next().slot.content = .leaf(.null) }
    mutating func encode(_ value: Bool) throws { next().slot.content = .leaf(.bool(value)) }
    mutating func encode(_ value: String) throws { next().slot.content = .leaf(.string(value)) }
    mutating func encode(_ value: Int) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int8) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int16) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int32) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int64) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt8) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt16) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt32) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt64) throws { next().slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Double) throws {
        let element = next()
        element.slot.content = .leaf(try Leaf.number(value, at: element.path))
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let element = next()
        try Leaf.encoded(value, at: element.path, into: element.slot)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let element = next()
        element.slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: element.slot, codingPath: element.path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = next()
        element.slot.becomeArray()
        return UnkeyedSlotContainer(slot: element.slot, codingPath: element.path)
    }

    mutating func superEncoder() -> any Encoder {
        let element = next()
        return SlotEncoder(slot: element.slot, codingPath: element.path)
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: EncodedSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .leaf(.null) }
    mutating func encode(_ value: Bool) throws { slot.content = .leaf(.bool(value)) }
    mutating func encode(_ value: String) throws { slot.content = .leaf(.string(value)) }
    mutating func encode(_ value: Int) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int8) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int16) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int32) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Int64) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt8) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt16) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt32) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: UInt64) throws { slot.content = .leaf(Leaf.integer(value)) }
    mutating func encode(_ value: Double) throws { slot.content = .leaf(try Leaf.number(value, at: codingPath)) }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try Leaf.encoded(value, at: codingPath, into: slot) }
}
