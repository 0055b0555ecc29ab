import ChessMotion
import Foundation
import FuzzSupport

/// Settings files: a file that reads must write a file that reads back to the same settings.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let input = FuzzInput(data, size)
    guard let document = try? SettingsDocument(parsing: input.bytes, file: "fuzz.json") else { return 0 }
    let written = document.encoded()
    guard let again = try? SettingsDocument(parsing: written, file: "fuzz.json") else {
        fuzzFailure("a settings file rewrote as one that does not read: \(String(decoding: written, as: UTF8.self))")
    }
    guard again.settings == document.settings, again.unknownKeys == document.unknownKeys else {
        fuzzFailure("a settings file changed on rewriting")
    }
    return 0
}

exit(runFuzzer(fuzzOne))
