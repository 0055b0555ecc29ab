import ChessMotion
import Foundation
import FuzzSupport

/// Scene scripts: parsing and the whole validator (moves, timings, captions) on any text.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let check = SceneValidator.check(text: FuzzInput(data, size).text)
    for diagnostic in check.diagnostics { _ = diagnostic.formatted(file: "fuzz.scene") }
    return 0
}

exit(runFuzzer(fuzzOne))
