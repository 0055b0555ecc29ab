/// "Did you mean ...?" for a mistyped name: a script key, a command, a scene. One place, so
/// every message suggests by the same rule.
package enum NameSuggestion {
    /// The candidate closest to `word` by edit distance, if within `maxDistance` edits. Case is
    /// ignored, so a word typed in the wrong case (`reducemotion`, `Wood`) always finds its name.
    package static func closest(to word: String, among candidates: [String], maxDistance: Int = 2) -> String? {
        let typed = word.lowercased()
        return candidates.map { ($0, editDistance($0.lowercased(), typed)) }
            .filter { $0.1 <= maxDistance }
            .min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
