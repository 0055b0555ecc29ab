extension String {
    /// The word with "a" or "an" before it, by its first letter: "an intermediate bot", "a
    /// beginner". Spelling, not sound, decides; the words this is used with (levels, kinds)
    /// have no silent or spoken-vowel exceptions.
    package var withIndefiniteArticle: String {
        guard let first = first?.lowercased().first else { return self }
        return ("aeiou".contains(first) ? "an " : "a ") + self
    }
}
