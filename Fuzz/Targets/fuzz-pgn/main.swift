import Foundation
import ChessCore
import FuzzSupport

/// PGN movetext and tags, strict and lenient SAN: any text gives games or a typed error.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let (choice, text) = FuzzInput(data, size).split(choices: 2)
    guard let games = try? PGNReader(sanMode: choice == 0 ? .strict : .lenient).read(text) else { return 0 }
    for game in games { _ = game.game.status }
    return 0
}

exit(runFuzzer(fuzzOne))
