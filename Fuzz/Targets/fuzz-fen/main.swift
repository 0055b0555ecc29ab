import Foundation
import ChessCore
import FuzzSupport

/// FEN reading. A FEN that reads must write back to a FEN that reads as the same position.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let text = FuzzInput(data, size).text
    guard let position = try? Position(fen: text) else { return 0 }
    let written = position.fen
    guard let again = try? Position(fen: written) else { fuzzFailure("\(text) wrote \(written), which does not read") }
    guard again.fen == written else { fuzzFailure("\(written) reads back as \(again.fen)") }
    _ = position.legalMoves
    _ = position.status
    return 0
}

exit(runFuzzer(fuzzOne))
