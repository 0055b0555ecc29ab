import Foundation
import MotionExport

/// A child's run measured from outside: its wall time and its own peak resident memory (from
/// `wait4`), so that a figure is the tool's alone and not this process's.
struct ChildPeak {
    var seconds: Double
    var peakBytes: Int
    var status: Int32

    static func run(_ executable: URL, _ arguments: [String]) throws -> ChildPeak {
        let start = Date()
        let child = try ChildProgram(executable: executable.path, arguments: arguments, standardInput: .null, standardError: .null)
        let status = child.wait().shellStatus
        return ChildPeak(seconds: Date().timeIntervalSince(start), peakBytes: child.peakResidentBytes ?? 0, status: status)
    }

    var megabytes: String { String(format: "%.0f MB", Double(peakBytes) / 1_000_000) }
}
