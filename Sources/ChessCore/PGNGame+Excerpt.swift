extension PGNGame {
    /// Plies `range` (from 1) as a game of their own: it starts from the position before the
    /// first, keeps each ply's NAGs and comments, and keeps the result only when the range runs
    /// to the end (a game cut short has not ended, so no banner may say it has).
    public func excerpt(plies range: ClosedRange<Int>) -> PGNGame {
        let moves = (range.lowerBound - 1)..<range.upperBound
        let reachesEnd = range.upperBound == plies.count
        return PGNGame(tags: reachesEnd ? tags : tags.filter { $0.name != "Result" && $0.name != "Termination" },
                       game: game.excerpt(moves: moves), result: reachesEnd ? result : nil,
                       plies: Array(plies[moves]), comments: range.lowerBound == 1 ? comments : [], location: location)
    }
}
