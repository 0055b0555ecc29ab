import ChessMotionSupport
import FoundationEssentials

/// The piece sets installed in a list of folders (each holding one sub-folder per set).
///
/// Precedence: the first folder that holds a name wins. Pass the user's own folder first (as
/// `AssetSearchPath.folders(named: "PieceSets")` does) and a set a user drops in under a
/// built-in name replaces the built-in one; new names simply join the list.
public struct PieceSetLibrary: Sendable {
    public let folders: [URL]
    private var listing: AssetFolders { AssetFolders(folders: folders, kind: .folders) }

    public init(folders: [URL]) {
        self.folders = folders
    }

    /// Every installed set's name, sorted. A folder is listed whether or not it loads; loading
    /// it says what is wrong.
    public var names: [String] { listing.names }

    public func folder(named name: String) throws(PieceSetError) -> URL {
        do { return try listing.url(named: name, kind: .pieceSet) } catch { throw .lookup(error) }
    }

    /// Loads (parses) the set; keep the result rather than loading per frame.
    public func pieceSet(named name: String) throws(PieceSetError) -> PieceSet {
        try PieceSet.load(from: folder(named: name), name: name)
    }

    /// Every installed set, sorted by name; fails on the first that does not load.
    public func pieceSets() throws(PieceSetError) -> [PieceSet] {
        var sets: [PieceSet] = []
        for name in names { sets.append(try pieceSet(named: name)) }
        return sets
    }
}
