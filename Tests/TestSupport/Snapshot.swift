import Foundation
import MotionKit

/// Compares rendered frames with reference PNGs committed beside the tests.
///
/// References live in `__Snapshots__/NAME.png` next to the test file. With `SNAPSHOT_RECORD=1`
/// (what `make snapshots` sets) the rendered image is written as the new reference instead.
/// On a mismatch the actual image and a diff (differing pixels in red over a faded reference)
/// are written to `Tests/__Failures__/SUITE/` and their paths are in the failure message.
public enum Snapshot {
    public struct Mismatch: Error, CustomStringConvertible {
        public let description: String
    }

    /// How far two frames may drift: per-channel difference and the share of pixels allowed
    /// beyond it. Small, so that a one-pixel move of a piece still fails.
    public struct Tolerance: Sendable {
        public var channel: Int
        public var pixelFraction: Double
        public init(channel: Int = 4, pixelFraction: Double = 0.001) {
            self.channel = channel
            self.pixelFraction = pixelFraction
        }
        public static let standard = Tolerance()
    }

    public static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] ?? ""
        return value == "1" || value.lowercased() == "true"
    }

    /// Throws `Mismatch` (with the paths of the written actual and diff images) unless `image`
    /// matches the reference `name`.
    public static func assertMatches(_ image: RasterImage, named name: String, tolerance: Tolerance = .standard,
                                     testFile: String = #filePath) throws {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        try assertMatches(image, reference: folder.appendingPathComponent("__Snapshots__/\(name).png"), tolerance: tolerance,
                          testFile: testFile)
    }

    /// The same against a reference anywhere in the checkout, such as a guide's picture under
    /// Docs/Images: the test that checks the picture is the one that draws it.
    public static func assertMatches(_ image: RasterImage, reference: URL, tolerance: Tolerance = .standard,
                                     testFile: String = #filePath) throws {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        let name = reference.deletingPathExtension().lastPathComponent
        // Outside the test target's folder, so SwiftPM never sees stray files among its sources.
        let failures = folder.deletingLastPathComponent()
            .appendingPathComponent("__Failures__/\(folder.lastPathComponent)", isDirectory: true)

        if isRecording {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try image.pngData().write(to: reference, options: .atomic)
            return
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            throw Mismatch(description: "no reference \(reference.path); record it with `make snapshots` (SNAPSHOT_RECORD=1)")
        }
        let expected = try RasterImage.decodePNG(at: reference)
        guard let comparison = compare(expected, image, tolerance: tolerance) else { return }

        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent("\(name).actual.png")
        try image.pngData().write(to: actualURL, options: .atomic)
        var message = "snapshot '\(name)' differs: \(comparison.summary)\n  reference: \(reference.path)\n  actual:    \(actualURL.path)"
        if let diff = comparison.diff {
            let diffURL = failures.appendingPathComponent("\(name).diff.png")
            try diff.pngData().write(to: diffURL, options: .atomic)
            message += "\n  diff:      \(diffURL.path)"
        }
        throw Mismatch(description: message)
    }

    struct Comparison {
        var summary: String
        var diff: RasterImage?
    }

    /// nil when the images match within `tolerance`.
    static func compare(_ expected: RasterImage, _ actual: RasterImage, tolerance: Tolerance) -> Comparison? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Comparison(summary: "size \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)", diff: nil)
        }
        let count = expected.width * expected.height
        var differing = 0
        var worst = 0
        var diff = [UInt8](repeating: 0, count: count * 4)
        for p in 0..<count {
            let i = p * 4
            var delta = 0
            for k in 0..<4 { delta = max(delta, abs(Int(expected.pixels[i + k]) - Int(actual.pixels[i + k]))) }
            worst = max(worst, delta)
            if delta > tolerance.channel {
                differing += 1
                diff[i] = 0; diff[i + 1] = 0; diff[i + 2] = 255; diff[i + 3] = 255
            } else {
                // The reference, faded, so the red marks have context.
                for k in 0..<3 { diff[i + k] = UInt8(170 + Int(expected.pixels[i + k]) / 3) }
                diff[i + 3] = 255
            }
        }
        let allowed = Int(Double(count) * tolerance.pixelFraction)
        guard differing > allowed else { return nil }
        return Comparison(
            summary: "\(differing) pixels differ by more than \(tolerance.channel)/255 (allowed \(allowed)); largest difference \(worst)/255",
            diff: RasterImage(width: expected.width, height: expected.height, pixels: diff)
        )
    }
}
