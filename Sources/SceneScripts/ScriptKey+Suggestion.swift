import ChessMotionSupport

extension ScriptKey {
    /// The key a typo most likely meant ("durration" -> "duration"), within two edits.
    static func suggestion(for word: String) -> String? {
        NameSuggestion.closest(to: word.lowercased(), among: allCases.map(\.rawValue))
    }
}
