import ChessCore
import Testing

/// Issue 15, item 10: `play` printed a halfmove counter that `fen` then refused, with a message
/// that misstated the limit. FEN reading caps the counters at six digits (999999) while playing
/// a move incremented them without a cap. Now playing holds the counters at the limit, and the
/// refusal names it.
@Suite("Move counters at the FEN limit")
struct MoveCounterLimitTests {
    @Test func aPositionPlayedPastTheCounterLimitStillReadsBack() throws {
        let position = try Position(fen: "8/8/8/8/8/8/8/K6k w - - 999999 80")
        let next = try position.playing(try position.move(uci: "a1a2"))
        #expect(next.halfmoveClock == Setup.maximumMoveCounter)
        #expect(throws: Never.self) { try Position(fen: next.fen) }
    }

    @Test func theRefusalOfAHugeCounterNamesTheLimit() throws {
        let error = try #require(throws: FENError.self) { try Position(fen: "8/8/8/8/8/8/K7/7k b - - 1000000 80") }
        #expect(error.description.contains("999999"), "\(error)")
    }
}
