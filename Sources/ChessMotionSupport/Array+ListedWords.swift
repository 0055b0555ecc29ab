extension Array where Element == String {
    /// The words as a sentence lists them: "a", "a and b", "a, b and c" (`conjunction` "and"),
    /// for refusals that name what would be taken.
    package func listed(_ conjunction: String) -> String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " \(conjunction) " + self[count - 1]
    }
}
