/// Reads moves typed on the command line (`board --moves "1. e4 e5 2. Nf3"`, `play startpos 1.
/// e4 e5`): SAN or UCI separated by spaces or commas, with move numbers ("1.", "12...", "1.e4")
/// and a game result ("1-0", "1/2-1/2", "*") skipped. The one reader of move lists in the tool,
/// kept in this file so that ChessCore's movetext tokenizer can replace it in one place.
enum MoveListReader {
    static let results: Set<String> = ["1-0", "0-1", "1/2-1/2", "*"]

    /// The moves in `words`, each word holding one move or several.
    static func moves(in words: [String]) -> [String] {
        words.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline }) }.compactMap { token in
            // "1.e4" carries its move after the number; "0-0" is castling, not a number.
            let isNumbered = token.first?.isNumber == true && token.contains(".")
            let move = isNumbered ? String(token.drop { $0.isNumber }.drop { $0 == "." }) : String(token)
            return move.isEmpty || results.contains(move) ? nil : move
        }
    }

    static func moves(in text: String) -> [String] { moves(in: [text]) }

    /// True for a move written square to square ("e2e4", "e7e8q"), which is read as UCI; any
    /// other token is SAN.
    static func isUCI(_ token: String) -> Bool {
        let s = Array(token.unicodeScalars)
        guard s.count == 4 || s.count == 5 else { return false }
        let files = "abcdefgh".unicodeScalars, ranks = "12345678".unicodeScalars
        return files.contains(s[0]) && ranks.contains(s[1]) && files.contains(s[2]) && ranks.contains(s[3])
            && (s.count == 4 || "qrbn".unicodeScalars.contains(s[4]))
    }
}
