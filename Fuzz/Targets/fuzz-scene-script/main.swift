import FuzzSupport
import SceneScripts

/// Scene scripts: parsing and the whole validator (moves, timings, captions) on any text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let check = SceneValidator.check(text: FuzzInput(data, size).text)
    for diagnostic in check.diagnostics { _ = diagnostic.formatted(file: "fuzz.scene") }
    return 0
}
