import ChessCore
import FuzzSupport

/// PGN movetext and tags, strict and lenient SAN: any text gives games or a typed error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let (choice, text) = FuzzInput(data, size).split(choices: 2)
    guard let games = try? PGNReader.read(text, sanMode: choice == 0 ? .strict : .lenient) else { return 0 }
    for game in games { _ = game.game.status }
    return 0
}
