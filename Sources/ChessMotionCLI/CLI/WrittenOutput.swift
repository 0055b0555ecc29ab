import ChessMotionSupport
import FoundationEssentials
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

    /// The line for an exported clip: frames and their size, how long it plays, the file's size
    /// when it can be read, and the wall time to the tenth of a second.
    static func clip(to target: String, frames: Int, size: PixelSize, timing: String, bytes: Int?, wallTime: Double) -> WrittenOutput {
        WrittenOutput(target: target, details: ["\(frames) frames of \(pixels(size))", timing]
            + (bytes.map { [Self.bytes($0)] } ?? []) + ["drawn in \(tenths(wallTime))"])
    }

    /// Seconds spent, to the tenth: "1.3 s".
    static func tenths(_ wallTime: Double) -> String { seconds((wallTime * 10).rounded() / 10) }

    static func pixels(_ size: PixelSize) -> String { "\(size.width) x \(size.height)" }

    static func seconds(_ value: Double) -> String { "\(value.trimmed) s" }

    static func bytes(_ count: Int) -> String { ByteCount.rounded(count) }
}
