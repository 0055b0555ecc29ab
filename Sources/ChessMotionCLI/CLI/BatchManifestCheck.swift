import ChessMotion
import ChessMotionTool
import FoundationEssentials

/// `validate manifest.json`: a batch manifest is JSON, not a scene script, so it is checked
/// as `batch` reads it (every value, two jobs writing one file, outputs below its folder)
/// instead of being parsed as a script and buried in script errors.
enum BatchManifestCheck {
    /// A `.json` argument: no script or PGN file ends so.
    static func isManifestPath(_ argument: String) -> Bool {
        argument.lowercased().hasSuffix(".json")
    }

    static func report(_ path: String) -> ValidationReport {
        do {
            let manifest = try BatchManifest.load(URL(fileURLWithPath: path))
            let count = manifest.jobs.count
            return ValidationReport(name: path, kind: .batchManifest, diagnostics: [], failure: nil, moveCount: 0,
                                    note: "\(path): a batch manifest of \(count) job\(count == 1 ? "" : "s"); "
                                        + "'chess-motion batch \(path) --list' lists them")
        } catch {
            return ValidationReport(name: path, kind: .batchManifest, diagnostics: [], failure: "not a valid batch manifest: \(error)",
                                    moveCount: 0)
        }
    }
}
