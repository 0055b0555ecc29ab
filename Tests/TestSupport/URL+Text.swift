import Foundation

extension URL {
    /// Writes `text` as UTF-8, replacing the file: how tests lay out the data files they read.
    public func write(_ text: String) throws {
        try Data(text.utf8).write(to: self)
    }

    /// The file's text, read as UTF-8.
    public func text() throws -> String {
        try String(contentsOf: self, encoding: .utf8)
    }
}
