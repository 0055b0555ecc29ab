import Foundation
import MotionKit
import TestSupport
import Testing

/// "Settled" is one tolerance (`Spring.settledTolerance`) wherever a curve is reported (the
/// plot's use of it is held in MotionExportTests); the two stricter ones decide drawing and are
/// each declared once for its purpose.
@Suite struct RestToleranceTests {
    @Test func settledMeansOneTolerance() {
        let spring = Spring(frequency: 9, damping: 0.6)
        #expect(spring.settleTime() == spring.settleTime(tolerance: Spring.settledTolerance))
        #expect(Motion.springSettleTime(w: 9, damping: 0.6) == spring.settleTime(tolerance: Spring.settledTolerance))
        // Ordered as their purposes need: drawing at rest is stricter than "settled" to the eye.
        #expect(Spring.restTolerance < Spring.settledTolerance)
    }

    /// Each tolerance literal is declared once in Sources; a second `= 0.005` (or `1e-6`, `1e-4`)
    /// as a tolerance is the rule written twice.
    @Test func eachToleranceIsDeclaredOnce() throws {
        let files = try #require(FileManager.default.enumerator(at: Fixtures.url("Sources"), includingPropertiesForKeys: nil))
        var declared: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("olerance")
                && (line.contains("0.005") || line.contains("1e-6") || line.contains("1e-4")) {
                declared.append("\(file.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(declared.sorted() == [
            "BoardMotion.swift: public static let settleTolerance = 1e-4",
            "Spring.swift: public static let restTolerance = 1e-6",
            "Spring.swift: public static let settledTolerance = 0.005",
        ])
    }
}
