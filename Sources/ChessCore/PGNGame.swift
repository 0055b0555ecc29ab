/// One tag pair, kept in file order (the Seven Tag Roster has an order that writers keep).
public struct PGNTag: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A game read from PGN: its tags, the main line as a `Game`, and the result marker.
public struct PGNGame: Hashable, Sendable {
    public let tags: [PGNTag]
    public let game: Game
    /// "1-0", "0-1", "1/2-1/2" or "*"; nil if the text ended without one.
    public let result: String?

    /// The value of the first tag with this name.
    public subscript(tag name: String) -> String? {
        tags.first { $0.name == name }?.value
    }
}
