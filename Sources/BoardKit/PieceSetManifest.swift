import Foundation
import MotionKit

/// Who made a piece set and under what licence, read from the set's optional `manifest.json`.
/// A folder dropped in without one still loads: its name stands in for the display name.
public struct PieceSetManifest: Sendable, Hashable {
    public var displayName: String
    public var author: String?
    public var license: String?
    public var description: String?

    public init(displayName: String, author: String? = nil, license: String? = nil, description: String? = nil) {
        self.displayName = displayName
        self.author = author
        self.license = license
        self.description = description
    }

    public static let fileName = "manifest.json"
    static let keys = ["displayName", "author", "license", "description"]

    /// Reads `{"displayName": ..., "author": ..., "license": ..., "description": ...}`; every key
    /// is optional, every value a string. An unknown key is an error, so a misspelt "licence"
    /// is caught instead of silently dropped.
    static func decode(_ data: Data, set: String, file: String) throws(PieceSetError) -> PieceSetManifest {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw .badManifest(set: set, file: file, key: nil, reason: JSONErrorDescription.describe(error))
        }
        guard let object = root as? [String: Any] else {
            throw .badManifest(set: set, file: file, key: nil, reason: "the top level must be an object")
        }
        var strings: [String: String] = [:]
        for key in object.keys.sorted() {
            guard keys.contains(key) else {
                throw .badManifest(set: set, file: file, key: key, reason: "unknown key (known: \(keys.joined(separator: ", ")))")
            }
            guard let text = object[key] as? String else {
                throw .badManifest(set: set, file: file, key: key, reason: "must be a string")
            }
            strings[key] = text
        }
        let displayName = strings["displayName"].flatMap { $0.isEmpty ? nil : $0 } ?? set
        return PieceSetManifest(displayName: displayName, author: strings["author"], license: strings["license"],
                                description: strings["description"])
    }
}
