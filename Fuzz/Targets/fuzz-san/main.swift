import Foundation
import ChessCore
import FuzzSupport

/// SAN reading, strict and lenient, from several positions. A move that reads must be playable
/// (`Position.isPlayable`: legal, or a pass where passing is allowed), a pass read strictly must
/// be spelled as strict SAN spells it (`NullMoveSpelling`), and its own SAN must read back as
/// the same move.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let (choice, text) = FuzzInput(data, size).split(choices: fuzzPositions.count * 2)
    let position = fuzzPositions[choice / 2]
    let mode: SANParseMode = choice % 2 == 0 ? .strict : .lenient
    guard let move = try? position.move(san: text, mode: mode) else { return 0 }
    guard position.isPlayable(move) else { fuzzFailure("'\(text)' read as an illegal move \(move.uci)") }
    if move.isNull, mode == .strict, !NullMoveSpelling.reads(text, in: .strict) {
        fuzzFailure("'\(text)' read strictly as a null move")
    }
    let san = position.san(move)
    guard (try? position.move(san: san, mode: .strict)) == move else { fuzzFailure("\(san) does not read back as \(move.uci)") }
    return 0
}

exit(runFuzzer(fuzzOne))
