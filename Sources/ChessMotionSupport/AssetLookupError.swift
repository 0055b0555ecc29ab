import Foundation

/// Why a named asset (a board theme, a piece set) was not found: the one wording for every kind,
/// so that `--theme` and `--pieces` refuse a name the same way and say where they looked.
///
/// Public, unlike most of this target, because the asset libraries' public errors carry it.
public enum AssetLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a plain name (see `AssetName`): it could never be a file or folder the tool lists.
    case invalidName(String, kind: AssetKind)
    /// A plain name that no folder on the search path holds; `known` are the names that exist.
    case notFound(String, kind: AssetKind, known: [String], searched: [String])

    public var description: String {
        switch self {
        case .invalidName(let name, let kind):
            "'\(name)' is not a \(kind.singular) name: a name is a \(kind.entry) name without '/', '..' or a leading '.'"
        case .notFound(let name, let kind, let known, let searched):
            "no \(kind.singular) '\(name)'" + (known.isEmpty ? "" : "; the \(kind.plural) are: \(known.joined(separator: ", "))")
                + (searched.isEmpty ? "; no \(kind.folder) folder was found" : " (looked in \(searched.joined(separator: ", ")))")
        }
    }

    /// The name that was asked for and the names that exist, for a "did you mean" hint.
    public var mistypedName: (typed: String, known: [String])? {
        if case .notFound(let name, _, let known, _) = self { (name, known) } else { nil }
    }
}

/// What a kind of asset is called in messages, and where it lives.
public struct AssetKind: Sendable, Hashable {
    public let singular: String
    public let plural: String
    /// The folder name under each search root.
    public let folder: String
    /// "file" or "folder": what one asset is on disk.
    public let entry: String

    public static let boardTheme = AssetKind(singular: "board theme", plural: "themes", folder: "BoardThemes", entry: "file")
    public static let pieceSet = AssetKind(singular: "piece set", plural: "sets", folder: "PieceSets", entry: "folder")
}

extension AssetFolders {
    /// Where `name` lives: the one check every library makes before loading, a plain name first,
    /// then the first folder that holds it.
    package func url(named name: String, kind: AssetKind) throws(AssetLookupError) -> URL {
        guard AssetName.isValid(name) else { throw .invalidName(name, kind: kind) }
        guard let url = url(named: name) else {
            throw .notFound(name, kind: kind, known: names, searched: folders.map(\.path))
        }
        return url
    }
}
