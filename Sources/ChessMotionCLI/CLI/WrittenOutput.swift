import ChessMotionSupport
import Foundation
import MotionKit

/// The line a writing command prints on stderr once its output is complete: where it went and
/// what it holds ("wrote coins.png (PNG, 720 x 560, coins at t = 4.4 s, 45.2 kB)"), so that a
/// user never has to open a file to learn whether the command did what they meant.
struct WrittenOutput {
    /// The path, or "to standard output".
    let target: String
    let details: [String]

    var line: String { "wrote \(target) (\(details.joined(separator: ", ")))" }

    /// Prints the line on stderr unless `quiet`.
    func report(quiet: Bool) {
        if !quiet { Console.error(line) }
    }

    static func pixels(_ size: PixelSize) -> String { "\(size.width) x \(size.height)" }

    static func seconds(_ value: Double) -> String { "\(value.trimmed) s" }

    /// Decimal units, one decimal place: "812 bytes", "45.2 kB", "3.1 MB".
    static func bytes(_ count: Int) -> String {
        let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
        for (size, unit) in units where Double(count) >= size {
            let rounded = (Double(count) / size * 10).rounded() / 10
            return "\(rounded.trimmed) \(unit)"
        }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }

    /// The size of a written file, or nil if it cannot be read (the line then leaves it out).
    static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }
}
