import ChessCore
import FuzzSupport

/// FEN reading. A FEN that reads must write back to a FEN that reads as the same position.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = FuzzInput(data, size).text
    guard let position = try? Position(fen: text) else { return 0 }
    let written = position.fen
    guard let again = try? Position(fen: written) else { fuzzFailure("\(text) wrote \(written), which does not read") }
    guard again.fen == written else { fuzzFailure("\(written) reads back as \(again.fen)") }
    _ = position.legalMoves
    _ = position.status
    return 0
}
