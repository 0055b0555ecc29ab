import Foundation
import ChessCore
import FuzzSupport

/// UCI move reading from several positions: a move that reads is legal and writes back as the
/// same text (lower case).
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let (choice, text) = FuzzInput(data, size).split(choices: fuzzPositions.count)
    let position = fuzzPositions[choice]
    guard let move = try? position.move(uci: text) else { return 0 }
    guard position.legalMoves.contains(move) else { fuzzFailure("'\(text)' read as an illegal move") }
    guard (try? position.move(uci: move.uci)) == move else { fuzzFailure("\(move.uci) does not read back") }
    return 0
}

exit(runFuzzer(fuzzOne))
