import FoundationEssentials

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
                + (searched.isEmpty ? "; no \(kind.folder ?? kind.plural) folder was found" : " (looked in \(searched.joined(separator: ", ")))")
        }
    }

    /// The name that was asked for and the names that exist, for a "did you mean" hint.
    public var mistypedName: (typed: String, known: [String])? {
        if case .notFound(let name, _, let known, _) = self { (name, known) } else { nil }
    }
}

/// A kind of named asset a setting or an option chooses: what it is called in messages, and
/// where it lives. One description for the asset libraries and the settings store alike.
public struct AssetKind: Sendable, Hashable, CustomStringConvertible {
    public let singular: String
    public let plural: String
    /// The folder name under each search root; nil for what is built into the tool.
    public let folder: String?
    /// What one asset is: "file", "folder" or "style".
    public let entry: String

    public var description: String { singular }
    package var withArticle: String { "a " + singular }

    public static let boardTheme = AssetKind(singular: "board theme", plural: "board themes", folder: "BoardThemes", entry: "file")
    public static let pieceSet = AssetKind(singular: "piece set", plural: "piece sets", folder: "PieceSets", entry: "folder")
    public static let avatarStyle = AssetKind(singular: "avatar style", plural: "avatar styles", folder: nil, entry: "style")
    /// A strings file's locale.
    public static let locale = AssetKind(singular: "locale", plural: "locales", folder: "Strings", entry: "file")
    /// A folder of WAV files a video's sound track is made of.
    public static let soundSet = AssetKind(singular: "sound set", plural: "sound sets", folder: "SoundSets", entry: "folder")
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
