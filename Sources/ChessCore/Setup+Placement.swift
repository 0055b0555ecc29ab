extension Setup {
    /// The fields a FEN's placement stands for when it comes alone, as board-image services read
    /// one (web-boardimage through python-chess, lila-gif): White to move, no castling, no en
    /// passant square, the counters at their start.
    public static let placementDefaults = "w - - 0 1"

    /// `text` with `placementDefaults` after it when it is a placement alone (one word), so a
    /// board picture can be asked for with the board field only; any other text unchanged, to be
    /// read (and refused) as typed.
    public static func completingPlacement(_ text: String) -> String {
        let trimmed = Substring(text).trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) else { return text }
        return trimmed + " " + placementDefaults
    }
}
