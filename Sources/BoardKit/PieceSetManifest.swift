import ChessMotionSupport
import FoundationEssentials

/// Who made a piece set and under what licence, read from the set's optional `manifest.json`.
/// A folder dropped in without one still loads: its name stands in for the display name.
package struct PieceSetManifest: Sendable, Hashable {
    package var displayName: String
    package var author: String?
    package var license: String?
    package var description: String?

    package static let fileName = "manifest.json"
    static let keys = ["displayName", "author", "license", "description"]

    /// Reads `{"displayName": ..., "author": ..., "license": ..., "description": ...}`; every key
    /// is optional, every value a string. An unknown key is an error, so a misspelt "licence"
    /// is caught instead of silently dropped.
    static func load(from url: URL, set: String) throws(PieceSetError) -> PieceSetManifest {
        do { return try read(JSONDocument.read(url), set: set) } catch { throw .badManifest(set: set, error) }
    }

    private static func read(_ document: JSONDocument, set: String) throws(DataFileError) -> PieceSetManifest {
        let top = try document.reader.object(keys: keys)
        let displayName = try top.optionalString(at: "displayName").flatMap { $0.isEmpty ? nil : $0 } ?? set
        return PieceSetManifest(displayName: displayName, author: try top.optionalString(at: "author"),
                                license: try top.optionalString(at: "license"),
                                description: try top.optionalString(at: "description"))
    }
}
