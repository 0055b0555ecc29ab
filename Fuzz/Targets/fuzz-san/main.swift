import ChessCore
import FuzzSupport

/// SAN reading, strict and lenient, from several positions. A move that reads must be legal,
/// and its own SAN must read back as the same move.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let (choice, text) = FuzzInput(data, size).split(choices: fuzzPositions.count * 2)
    let position = fuzzPositions[choice / 2]
    let mode: SANParseMode = choice % 2 == 0 ? .strict : .lenient
    guard let move = try? position.move(san: text, mode: mode) else { return 0 }
    guard position.legalMoves.contains(move) else { fuzzFailure("'\(text)' read as an illegal move \(move.uci)") }
    let san = position.san(move)
    guard (try? position.move(san: san, mode: .strict)) == move else { fuzzFailure("\(san) does not read back as \(move.uci)") }
    return 0
}
