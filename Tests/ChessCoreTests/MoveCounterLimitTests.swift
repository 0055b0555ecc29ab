import ChessCore
import Testing

/// Issue 15, item 10: `play` printed a halfmove counter that `fen` then refused, with a message
/// that misstated the limit. FEN reading caps the counters at six digits (999999) while playing
/// a move increments them without a cap. The fix belongs in ChessCore (saturate the counters at
/// the limit when playing, or read what is played) and its message; until it lands these are
/// known issues, and the tests fail the day it does, as a reminder to drop `withKnownIssue`.
@Suite("Move counters at the FEN limit")
struct MoveCounterLimitTests {
    @Test func aPositionPlayedPastTheCounterLimitStillReadsBack() throws {
        let position = try Position(fen: "8/8/8/8/8/8/8/K6k w - - 999999 80")
        let next = try position.playing(try position.move(uci: "a1a2"))
        withKnownIssue("ChessCore increments the halfmove clock past the 999999 that FEN reading accepts") {
            #expect(throws: Never.self) { try Position(fen: next.fen) }
        }
    }

    @Test func theRefusalOfAHugeCounterNamesTheLimit() throws {
        let error = try #require(throws: FENError.self) { try Position(fen: "8/8/8/8/8/8/K7/7k b - - 1000000 80") }
        withKnownIssue("ChessCore says a 7-digit counter 'is not a non-negative whole number'") {
            #expect(error.description.contains("999999"), "\(error)")
        }
    }
}
