/// A JSON document held exactly as written, so that a settings file can be rewritten without
/// losing what this version does not understand: object members keep their order, and numbers
/// keep their literal text (no trip through `Double` rounds a newer tool's value).
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's literal text as it appeared, already checked against JSON's number grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A word for messages: "a string", "an object"...
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// An object's members in file order. Keys are unique (the parser refuses duplicates, which
/// JSON leaves undefined and which would make a setting ambiguous).
package struct JSONObject: Sendable, Hashable {
    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONValue
    }

    package private(set) var members: [Member]

    package init() { members = [] }

    package init(_ pairs: KeyValuePairs<String, JSONValue>) {
        members = []
        for (key, value) in pairs { self[key] = value }
    }

    /// Members already known to have distinct keys (the parser checks as it reads).
    init(uniqueMembers: [Member]) {
        members = uniqueMembers
    }

    package var keys: [String] { members.map(\.key) }

    /// Reading finds the member; writing replaces it in place, appends a new key at the end, or
    /// removes the member when given nil.
    package subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): members[index].value = value
            case let (index?, nil): members.remove(at: index)
            case let (nil, value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Puts `key` first (or inserts it there), for members a reader should see at the top.
    package mutating func moveToFront(_ key: String) {
        guard let index = members.firstIndex(where: { $0.key == key }) else { return }
        members.insert(members.remove(at: index), at: 0)
    }
}
