import ChessMotion
import Foundation
import FuzzSupport

/// Strings files (`Strings/LOCALE.json`, or a user's drop-in): read through the public
/// `StringTable.decode`, the reader `StringTable.load` and the scenes' lookup use. A table that
/// reads holds only the pairs the file holds, none with a blank key.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let input = FuzzInput(data, size)
    guard let table = try? StringTable.decode(Data(input.bytes), locale: "fuzz", file: "fuzz.json") else { return 0 }
    for key in table.keys where key.trimmingCharacters(in: .whitespaces).isEmpty {
        fuzzFailure("a strings file read with a blank key: \(key.debugDescription)")
    }
    return 0
}

exit(runFuzzer(fuzzOne))
