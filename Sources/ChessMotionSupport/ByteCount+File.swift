import Foundation

extension ByteCount {
    /// The size of a written file, or nil if it cannot be read (a report then leaves it out).
    package static func ofFile(at url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }
}
