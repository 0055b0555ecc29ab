import Foundation
import ChessCore
import FuzzSupport

/// UCI move reading from several positions: a move that reads is playable (`Position.isPlayable`:
/// legal, or a pass where passing is allowed), a pass is read only from UCI's own spelling
/// (`NullMoveSpelling.uci`), and a move writes back as the same text (lower case).
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let (choice, text) = FuzzInput(data, size).split(choices: fuzzPositions.count)
    let position = fuzzPositions[choice]
    guard let move = try? position.move(uci: text) else { return 0 }
    guard position.isPlayable(move) else { fuzzFailure("'\(text)' read as an illegal move") }
    if move.isNull, text != NullMoveSpelling.uci.rawValue { fuzzFailure("'\(text)' read as a null move") }
    guard (try? position.move(uci: move.uci)) == move else { fuzzFailure("\(move.uci) does not read back") }
    return 0
}

exit(runFuzzer(fuzzOne))
