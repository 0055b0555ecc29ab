import ChessMotion
import Foundation
import FuzzSupport

/// The JSON data files a user can drop in: board themes, palettes and the bot roster. The first
/// byte picks the reader.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let input = FuzzInput(data, size)
    let choice = input.bytes.first.map { Int($0) % 3 } ?? 0
    let bytes = Data(input.bytes.dropFirst())
    switch choice {
    case 0: _ = try? BoardTheme.decode(bytes, name: "fuzz", file: "fuzz.json")
    case 1: _ = try? PaletteSet.decode(bytes, file: "fuzz.json")
    default: _ = try? BotRoster.decode(bytes, file: "fuzz.json")
    }
    return 0
}

exit(runFuzzer(fuzzOne))
