import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import Foundation
import FuzzSupport

/// Batch manifests, read by `BatchManifest(parsing:)` as `batch` reads a file: the JSON, the
/// matrices' expansion, the output templates and the checks on where jobs write. A manifest
/// that reads keeps the promises `batch` relies on: no more jobs than the cap, no two jobs
/// writing one file, and no output that is the manifest's folder or above it.
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("fuzz-batch-manifest-\(getpid())/manifests")
try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let home = ResolvedPath.of(folder)

let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let input = FuzzInput(data, size)
    guard let manifest = try? BatchManifest(parsing: input.bytes, file: "fuzz.json", folder: folder) else { return 0 }
    if manifest.jobs.count > BatchManifest.maximumJobs {
        fuzzFailure("a manifest read with \(manifest.jobs.count) jobs, over the cap of \(BatchManifest.maximumJobs)")
    }
    var outputs = Set<String>()
    for job in manifest.jobs {
        let output = ResolvedPath.of(job.output.standardized)
        if ResolvedPath.path(output, isOrHolds: home) {
            fuzzFailure("\(job.label) writes \(output), which is or holds the manifest's folder \(home)")
        }
        if !outputs.insert(output).inserted { fuzzFailure("two jobs write \(output)") }
    }
    return 0
}

exit(runFuzzer(fuzzOne))
